import type { SocialNetwork } from '@wl/brand-config';
import type { GameCategoryName } from '../../shared/games';
import type { MemberEntryIcon } from './memberEntries';
import { LineIcon } from '../../shared/ui/LineIcon';
import { SHELL_ICON_PATHS } from './menuShellIcons';

const CIRCLE = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z';

const CATEGORY_PATHS: Readonly<Record<GameCategoryName, readonly string[]>> = {
  RNG: ['M4 4h16v16H4Z', 'M8.5 8v8', 'M12 8v8', 'M15.5 8v8'],
  INHOUSE: ['M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9Z'],
  PVP: ['M9 3h11v15H9Z', 'M5 6v15h11', 'M14.5 8.5l2 2-2 2-2-2Z'],
  LIVE: ['M3 7h12v10H3Z', 'M15 10.5l6-3.5v10l-6-3.5'],
  FISH: ['M3 12c3.5-5.5 10.5-6 14 0-3.5 6-10.5 5.5-14 0Z', 'M17 12l4-3.5v7Z', 'M8 11h.01'],
  SPORTS: [
    CIRCLE,
    'M12 7.5l4 2.9-1.5 4.6h-5L8 10.4Z',
    'M12 3v4.5',
    'M16 10.4l4.4-1.5',
    'M8 10.4 3.6 8.9',
  ],
  ESPORTS: [
    'M6.5 8h11a4.5 4.5 0 0 1 4.5 4.5v.5a3 3 0 0 1-5.3 1.9L15 13H9l-1.7 1.9A3 3 0 0 1 2 13v-.5A4.5 4.5 0 0 1 6.5 8Z',
    'M7 10.5v3',
    'M5.5 12h3',
    'M16 11.5h.01',
    'M18 12.5h.01',
  ],
  ELOTT: ['M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4Z', 'M14 7v10'],
  LOTTERY: [
    'M8 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
    'M16 12a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
    'M16.5 4.5l3 3',
    'M5 19l3-3',
  ],
};

const PATHS = {
  ...SHELL_ICON_PATHS,
  customerService: [
    'M4 14v-2a8 8 0 0 1 16 0v2',
    'M4 14h3v5H4Z',
    'M17 14h3v5h-3Z',
    'M20 19a3 3 0 0 1-3 2h-3',
  ],
  download: ['M7 2h10v20H7Z', 'M12 6v8', 'M9 11l3 3 3-3', 'M11 18.5h2'],
  language: [CIRCLE, 'M3 12h18', 'M12 3c3 3.5 3 14.5 0 18', 'M12 3c-3 3.5-3 14.5 0 18'],
  chatRoom: ['M4 5h16v11H9l-5 4Z', 'M8 9.5h8', 'M8 12.5h5'],
  chevron: ['M6 9l6 6 6-6'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
} as const;

const MEMBER_PATHS: Readonly<Record<MemberEntryIcon, readonly string[]>> = {
  record: ['M6 3h12v18H6Z', 'M9 8h6', 'M9 12h6', 'M9 16h4'],
  gift: [
    'M4 10h16v4H4Z',
    'M6 14v7h12v-7',
    'M12 10v11',
    'M12 10C9 10 7 8 8.5 6.5S12 7 12 10c0-3 2-5 3.5-3.5S15 10 12 10Z',
  ],
  friends: [
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
    'M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6',
    'M16 4.5a3.5 3.5 0 0 1 0 6.5',
    'M18 14c2 .7 3 2.8 3 6',
  ],
};

/** Single-colour marks of the social networks (shapes, not the networks' artwork). */
const SOCIAL_PATHS: Readonly<Record<SocialNetwork, readonly string[]>> = {
  telegram: ['M21 4 3 11l6 2.5L18 7l-7 8 7 5Z', 'M9 13.5V19l3-3'],
  line: [
    'M12 4c5 0 9 3.1 9 7s-4 7-9 7c-.8 0-1.6-.1-2.3-.2L5 20l.9-3.6C4.1 15.1 3 13.1 3 11c0-3.9 4-7 9-7Z',
    'M8 9v4h2',
    'M12 9v4',
    'M14.5 13V9l3 4V9',
  ],
  whatsapp: [
    'M4 20l1.3-4A8.5 8.5 0 1 1 8 18.8Z',
    'M9 8.5c0 4 2.5 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2Z',
  ],
  facebook: ['M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8Z'],
  instagram: [
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Z',
    'M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z',
    'M17.5 6.5h.01',
  ],
  youtube: ['M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3Z', 'M10 9v6l5-3Z'],
  tiktok: ['M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5', 'M14 3c.5 2.5 2.5 4.5 5 4.5'],
  twitter: ['M4 4l16 16', 'M20 4 4 20'],
};

export type MenuIconName = keyof typeof PATHS;

export function MenuIcon({ name, size }: { name: MenuIconName; size?: number }) {
  return <LineIcon paths={PATHS[name]} size={size} />;
}

export function CategoryIcon({ category }: { category: GameCategoryName }) {
  return <LineIcon paths={CATEGORY_PATHS[category]} />;
}

export function MemberIcon({ icon }: { icon: MemberEntryIcon }) {
  return <LineIcon paths={MEMBER_PATHS[icon]} />;
}

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <LineIcon paths={SOCIAL_PATHS[network]} size={20} />;
}
