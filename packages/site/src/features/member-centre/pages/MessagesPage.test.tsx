import { cleanup, screen } from '@testing-library/react';
import type { Message, Paged } from '@wl/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders.test-helper';
import { MessagesPage } from './MessagesPage';

afterEach(cleanup);

describe('MessagesPage', () => {
  it("names each message's button by the title it shows, unread ones saying so; the time is the row's", async () => {
    // vip1's seeded platform information: the three newest unread, the rest read.
    const { platform } = await renderWithProviders(<MessagesPage />, { signedInAs: 'vip1' });
    const { list } = await platform.get<Paged<Message>>('/wps/member/messages');
    const firstUnread = list.find((message) => !message.read)!;
    const firstRead = list.find((message) => message.read)!;
    const unread = await screen.findByRole('button', { name: `${firstUnread.title}, unread` });
    const read = screen.getByRole('button', { name: firstRead.title });
    // WCAG 2.5.3 (axe label-content-name-mismatch): the text a button shows is in its name.
    expect(unread).toHaveTextContent(new RegExp(`^${firstUnread.title}$`));
    expect(read).toHaveTextContent(new RegExp(`^${firstRead.title}$`));
    expect(unread.closest('li')?.querySelector('time')).toHaveAttribute(
      'dateTime',
      firstUnread.createdAt,
    );
  });
});
