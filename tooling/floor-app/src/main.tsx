import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FloorApp } from './FloorApp';

const container = document.getElementById('root');
if (!container) throw new Error('floor-app: index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <FloorApp />
  </StrictMode>,
);
