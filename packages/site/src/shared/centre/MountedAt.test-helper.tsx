import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';

/** A centre where the router mounts it: under `base` only (every other path, home too, stays empty). */
export function MountedAt({ base, element }: { base: string; element: ReactElement }) {
  return (
    <Routes>
      <Route path={`${base}/*`} element={element} />
      <Route path="*" element={null} />
    </Routes>
  );
}
