import { Suspense, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import type { HelpItem } from '@wl/api-client';
import { describe, expect, it, vi } from 'vitest';
import { fail, renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { HelpCentrePage } from './HelpCentrePage';
import { HelpModal } from './HelpModal';
import HomeHelpSection from './HomeHelpSection';

const inSuspense = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

const ITEMS: HelpItem[] = [
  { id: 1, title: 'How do I register?', content: '<p>Click <b>Register</b>.</p>' },
  {
    id: 2,
    title: 'How do I deposit?',
    content: '<p>Open the wallet.</p><script>window.hacked = true</script>',
  },
  { id: 3, title: 'Withdrawals', content: '<p>Within 15 minutes.</p>' },
  {
    id: 4,
    title: 'Contact us',
    content: '<p>Live chat 24/7.</p><img src="x" onerror="window.hacked = true" alt="chat">',
  },
  { id: 5, title: 'VIP levels', content: '<p>Ranks above 4.</p>' },
  { id: 6, title: 'Free play', content: '<p>Demo balance.</p>' },
];
const routes = { 'GET /wps/system/helpCenter': { list: ITEMS } };

describe('HomeHelpSection', () => {
  it('shows the first 4 entries with sanitised HTML, more help and the help centre', async () => {
    const { user, store, calls } = await renderWithProviders(inSuspense(<HomeHelpSection />), {
      routes,
    });
    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'How do I register?',
      'How do I deposit?',
      'Withdrawals',
      'Contact us',
    ]);
    expect(screen.getByText('Register').tagName).toBe('B');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'chat' })).not.toHaveAttribute('onerror');
    expect(screen.queryByText('VIP levels')).toBeNull();
    expect(screen.getByRole('link', { name: 'Help Centre' })).toHaveAttribute('href', '/helpmc');
    const query = calls.find((call) => call.path === '/wps/system/helpCenter')?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ language: 'EN', device: 'WEB' });

    await user.click(screen.getByRole('button', { name: 'More help' }));
    expect(store.getState().ui.modal).toEqual({ name: 'help' });
  });

  it('shows the catalogue message and loads again on retry', async () => {
    let answers = 0;
    const { user } = await renderWithProviders(inSuspense(<HomeHelpSection />), {
      routes: {
        'GET /wps/system/helpCenter': () =>
          ++answers === 1 ? fail('Unknown error', 500) : { list: ITEMS },
      },
    });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawals' })).toBeInTheDocument();
  });
});

describe('HelpCentrePage', () => {
  it('lists every entry with the first open; each title shows or hides its answer', async () => {
    const { user } = await renderWithProviders(inSuspense(<HelpCentrePage />), { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Help topics' });
    const toggles = within(list).getAllByRole('button');
    expect(toggles).toHaveLength(6);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Register')).toBeVisible();

    const deposit = within(list).getByRole('button', { name: 'How do I deposit?' });
    expect(deposit).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Open the wallet.')).not.toBeVisible();
    await user.click(deposit);
    expect(deposit).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Open the wallet.')).toBeVisible();
    await user.click(deposit);
    expect(screen.getByText('Open the wallet.')).not.toBeVisible();

    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      'https://support.aurora.example/chat',
    );
  });

  it('says so when there is no help yet', async () => {
    await renderWithProviders(inSuspense(<HelpCentrePage />), {
      routes: { 'GET /wps/system/helpCenter': { list: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'No help topics yet' })).toBeVisible();
  });
});

describe('HelpModal', () => {
  it('shows the help entries and leads to the help centre, closing itself', async () => {
    const onClose = vi.fn();
    const { user, location } = await renderWithProviders(
      inSuspense(<HelpModal onClose={onClose} props={{}} />),
      { routes },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Help Centre' });
    expect(await within(dialog).findAllByRole('button', { expanded: false })).toHaveLength(6);
    await user.click(within(dialog).getByRole('link', { name: 'Open the help centre' }));
    expect(onClose).toHaveBeenCalled();
    expect(location.current).toBe('/helpmc');
  });
});
