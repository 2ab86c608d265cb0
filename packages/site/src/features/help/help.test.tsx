import { Suspense, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { API_PATHS } from '@wl/api-client';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { HelpCentrePage } from './HelpCentrePage';
import { HelpModal } from './HelpModal';
import HomeHelpSection from './HomeHelpSection';

const inSuspense = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

/** The simulator's seed has 8 help entries; the last, "Contact us", carries an unsafe picture. */
const SEEDED_ENTRIES = 8;

describe('HomeHelpSection', () => {
  it('shows the first 4 entries in the order the platform sorts them, with sanitised HTML, more help and the help centre', async () => {
    const { user, store, calls } = await renderWithProviders(inSuspense(<HomeHelpSection />), {
      // The back office moves "Contact us" (with its unsafe picture) to the top.
      setUp: ({ db }) =>
        db.prepare("UPDATE help_items SET sort = -1 WHERE title = 'Contact us'").run(),
    });
    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Contact us',
      'How do I register?',
      'How do I deposit?',
      'How long do withdrawals take?',
    ]);
    expect(screen.getByText('Register').tagName).toBe('B');
    expect(screen.getByText('Live chat is open 24/7.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.queryByText('I forgot my password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Help Centre' })).toHaveAttribute('href', '/helpmc');
    const query = calls.find((call) => call.path === API_PATHS.helpCenter)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ language: 'EN', device: 'WEB' });

    await user.click(screen.getByRole('button', { name: 'More help' }));
    expect(store.getState().ui.modal).toEqual({ name: 'help' });
  });

  it('shows the catalogue message and loads again on retry', async () => {
    const { user, platform } = await renderWithProviders(inSuspense(<HomeHelpSection />), {
      setUp: (sim) =>
        sim.dev('/__sim/faults', { body: { path: API_PATHS.helpCenter, status: 500 } }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown error');
    await platform.dev(`/__sim/faults?path=${API_PATHS.helpCenter}`, { method: 'DELETE' });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'How long do withdrawals take?' }),
    ).toBeInTheDocument();
  });
});

describe('HelpCentrePage', () => {
  it('lists every entry with the first open; each title shows or hides its answer', async () => {
    const { user } = await renderWithProviders(inSuspense(<HelpCentrePage />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Help topics' });
    const toggles = within(list).getAllByRole('button');
    expect(toggles).toHaveLength(SEEDED_ENTRIES);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Register')).toBeVisible();

    const deposit = within(list).getByRole('button', { name: 'How do I deposit?' });
    expect(deposit).toHaveAttribute('aria-expanded', 'false');
    const answer = screen.getByText(/choose .*and a payment channel/);
    expect(answer).not.toBeVisible();
    await user.click(deposit);
    expect(deposit).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    await user.click(deposit);
    expect(answer).not.toBeVisible();

    // The last seeded entry's picture comes without its onerror handler.
    await user.click(within(list).getByRole('button', { name: 'Contact us' }));
    expect(screen.getByText('Live chat is open 24/7.')).toBeVisible();
    expect(document.querySelector('img')).not.toHaveAttribute('onerror');

    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      'https://support.aurora.example/chat',
    );
  });

  it('says so when there is no help yet', async () => {
    await renderWithProviders(inSuspense(<HelpCentrePage />), {
      setUp: ({ db }) => db.prepare('DELETE FROM help_items').run(),
    });
    expect(await screen.findByRole('heading', { name: 'No help topics yet' })).toBeVisible();
  });
});

describe('HelpModal', () => {
  it('shows the help entries and leads to the help centre, closing itself', async () => {
    const onClose = vi.fn();
    const { user, location } = await renderWithProviders(
      inSuspense(<HelpModal onClose={onClose} props={{}} />),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Help Centre' });
    // Every entry starts closed in the modal.
    expect(await within(dialog).findAllByRole('button', { expanded: false })).toHaveLength(
      SEEDED_ENTRIES,
    );
    await user.click(within(dialog).getByRole('link', { name: 'Open the help centre' }));
    expect(onClose).toHaveBeenCalled();
    expect(location.current).toBe('/helpmc');
  });
});
