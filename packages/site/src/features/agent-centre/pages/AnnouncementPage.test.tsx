import { screen, within } from '@testing-library/react';
import type { Notice } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders.test-helper';
import { AGENT_ROUTES, AGENT_SESSION } from '../agentCentre.test-helper';
import { AnnouncementPage } from './AnnouncementPage';

const notice = (id: number, day: number): Notice => ({
  id,
  type: 'PL',
  title: `Notice ${id}`,
  content: `<p>Body ${id}</p><img src="x" onerror="alert(1)">`,
  publishTime: `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`,
});

describe('agent announcements', () => {
  it('lists the notices newest first, 8 a page, with their HTML sanitised', async () => {
    const player = Array.from({ length: 9 }, (_, i) => notice(i + 1, i + 1));
    const { user } = await renderWithProviders(<AnnouncementPage />, {
      session: AGENT_SESSION,
      routes: {
        ...AGENT_ROUTES,
        'GET /wps/system/announcement': { banners: [], player, popup: [], promotion: [] },
      },
    });
    const list = await screen.findByRole('list', { name: 'Announcements' });
    const titles = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(titles).toEqual([9, 8, 7, 6, 5, 4, 3, 2].map((n) => `Notice ${n}`));
    expect(within(list).getByText('Body 9')).toBeVisible();
    expect(list.querySelector('[onerror]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    expect(
      within(screen.getByRole('list', { name: 'Announcements' })).getAllByRole('heading'),
    ).toHaveLength(1);
  });

  it('says when there is none', async () => {
    await renderWithProviders(<AnnouncementPage />, {
      session: AGENT_SESSION,
      routes: AGENT_ROUTES,
    });
    expect(await screen.findByText('No announcements yet')).toBeVisible();
  });
});
