import type { Brand } from '@wl/brand-config';
import { createRoot } from 'react-dom/client';
import { Site } from './Site';

/** What a thin brand app calls: renders the site for its brand into the page. */
export function mountSite(container: HTMLElement | null, brand: Brand) {
  if (!container) throw new Error('mountSite: the page has no #root element to mount the site in');
  const root = createRoot(container);
  root.render(<Site brand={brand} />);
  return root;
}
