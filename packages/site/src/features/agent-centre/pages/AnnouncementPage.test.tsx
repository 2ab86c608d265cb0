import { screen, within } from '@testing-library/react';
import type { AnnouncementsResponse } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders.test-helper';
import { AnnouncementPage } from './AnnouncementPage';

// aurora shows the announcement types B and PU: the simulator's seed has three B notices.
const ANNOUNCEMENTS = '/wps/system/announcement?types=B,PU&platform=W&execution=B';

describe('agent announcements', () => {
  it('lists the notices newest first, 8 a page, with their HTML sanitised', async () => {
    const { user, platform } = await renderWithProviders(<AnnouncementPage />, {
      signedInAs: 'agent1',
      // The back office publishes six more, older ones, with unsafe HTML.
      setUp: ({ db }) => {
        const insert = db.prepare(
          "INSERT INTO notices (type, title, content, publish_at) VALUES ('B', ?, ?, ?)",
        );
        for (let n = 1; n <= 6; n += 1)
          insert.run(
            `Notice ${n}`,
            `<p>Body ${n}</p><img src="x" onerror="alert(1)">`,
            Date.now() - 86_400_000 - n * 3_600_000,
          );
      },
    });
    const answer = await platform.get<AnnouncementsResponse>(ANNOUNCEMENTS);
    const newestFirst = [...answer.player, ...answer.promotion]
      .sort((a, b) => b.publishTime.localeCompare(a.publishTime))
      .map((notice) => notice.title);
    expect(newestFirst).toHaveLength(9);
    const list = await screen.findByRole('list', { name: 'Announcements' });
    // each notice's title (its content may hold headings of its own)
    const titles = within(list)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(newestFirst.slice(0, 8));
    expect(within(list).getByText('Body 1')).toBeVisible();
    expect(list.querySelector('[onerror]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    expect(
      within(screen.getByRole('list', { name: 'Announcements' }))
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Notice 6']);
  });

  it('says when there is none', async () => {
    await renderWithProviders(<AnnouncementPage />, {
      signedInAs: 'agent1',
      // The back office has withdrawn every notice.
      setUp: ({ db }) => db.prepare('DELETE FROM notices').run(),
    });
    expect(await screen.findByText('No announcements yet')).toBeVisible();
  });
});
