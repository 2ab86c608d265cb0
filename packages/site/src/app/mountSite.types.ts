import type { Brand } from '@wl/brand-config';
import type { Root } from 'react-dom/client';

/**
 * What a thin brand app calls: renders the site for its brand into the page. The brand apps type-check
 * against this declaration alone (their tsconfig maps `@wl/site` here), so the whole site is
 * type-checked once, by this package; `mountSite.tsx` implements it and is checked against it.
 */
export type MountSite = (container: HTMLElement | null, brand: Brand) => Root;

export declare const mountSite: MountSite;
