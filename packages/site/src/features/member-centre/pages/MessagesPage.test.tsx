import { cleanup, screen } from '@testing-library/react';
import type { Message } from '@wl/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders.test-helper';
import { CENTRE_ROUTES, MEMBER_SESSION, paged } from '../memberCentre.test-helper';
import { MessagesPage } from './MessagesPage';

const message = (id: number, read: boolean): Message => ({
  id,
  title: `Platform information ${id}`,
  content: '<p>Hello</p>',
  read,
  createdAt: '2026-11-20T08:30:00.000Z',
});

afterEach(cleanup);

describe('MessagesPage', () => {
  it("names each message's button by the title it shows, unread ones saying so; the time is the row's", async () => {
    await renderWithProviders(<MessagesPage />, {
      session: MEMBER_SESSION,
      routes: {
        ...CENTRE_ROUTES,
        'GET /wps/member/messages': () => paged([message(1, false), message(2, true)]),
      },
    });
    const unread = await screen.findByRole('button', { name: 'Platform information 1, unread' });
    const read = screen.getByRole('button', { name: 'Platform information 2' });
    // WCAG 2.5.3 (axe label-content-name-mismatch): the text a button shows is in its name.
    expect(unread).toHaveTextContent(/^Platform information 1$/);
    expect(read).toHaveTextContent(/^Platform information 2$/);
    expect(unread.closest('li')?.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-11-20T08:30:00.000Z',
    );
  });
});
