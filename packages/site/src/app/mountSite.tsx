import type { Brand } from '@wl/brand-config';
import { createRoot } from 'react-dom/client';
import { takeHandoverCodeFromAddressBar } from '../features/auth';
import { captureInstallPrompt } from '../shared/pwa/installPrompt';
import type { MountSite } from './mountSite.types';
import { Site } from './Site';

/**
 * What a thin brand app calls (typed by `mountSite.types.ts`): renders the site for its brand into the
 * page. A handover code leaves the address bar first, before the router reads the address and before
 * any call is made.
 */
export const mountSite: MountSite = (container: HTMLElement | null, brand: Brand) => {
  if (!container) throw new Error('mountSite: the page has no #root element to mount the site in');
  const handoverCode = takeHandoverCodeFromAddressBar();
  captureInstallPrompt();
  const root = createRoot(container);
  root.render(<Site brand={brand} handoverCode={handoverCode} />);
  return root;
};
