import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@wl/i18n';
import type { Brand } from '@wl/brand-config';
import { describe, expect, it } from 'vitest';
import aurora from '../../../../brands/aurora.json';
import tiger from '../../../../brands/tiger.json';
import { Site } from './Site';

async function renderSite(brand: Brand, path = '/') {
  const i18n = await createI18n({ supportLanguages: brand.supportLanguages, defaultLang: brand.defaultLang, storage: null });
  // The site suspends on boot (i18n, lazy screens): let React finish inside an awaited act.
  await act(async () => {
    render(<Site brand={brand} initialPath={path} persist={false} i18n={i18n} />);
  });
  return { i18n, user: userEvent.setup() };
}

describe('Site shell', () => {
  it('shows the brand name, logo and layout regions', async () => {
    await renderSite(aurora as Brand);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Play' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Aurora Play' })).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Users must be at least 18 years old');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2019-2025 Aurora Play');
  });

  it('offers only the brand languages and switches the interface language', async () => {
    const { user } = await renderSite(aurora as Brand);
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'বাংলা']);
    await user.selectOptions(picker, 'BN');
    expect(await screen.findByRole('navigation', { name: 'প্রধান মেনু' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
  });

  it('toggles between the dark and light theme', async () => {
    const { user } = await renderSite(tiger as Brand);
    const toggle = await screen.findByRole('button', { name: /Switch theme/ });
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('redirects the legacy home aliases to /', async () => {
    await renderSite(aurora as Brand, '/index.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Play' })).toBeInTheDocument();
  });

  it('shows a not-found page with a way home for unknown paths', async () => {
    await renderSite(aurora as Brand, '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
