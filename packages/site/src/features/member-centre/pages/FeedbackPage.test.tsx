import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedbackItem, Paged } from '@wl/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  heldUntil,
  renderWithProviders,
  type PlatformCall,
  type PlatformRoutes,
} from '../../../shared/testing/renderWithProviders.test-helper';
import type {
  SeededAccount,
  SetUpPlatform,
} from '../../../shared/testing/testPlatform.test-helper';
import { FeedbackPage } from './FeedbackPage';

const LIST = '/wps/feedback/list';

/** A png by its bytes (the platform reads the signature, not the name or type). */
const png = (name: string, bytes = 1024) => {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([data], name, { type: 'image/png' });
};

/**
 * vip1 of the simulator's seed, who has one earlier feedback the platform answered (a deposit
 * question), unless the test names another account or sets the platform up.
 */
const renderPage = (
  options: {
    routes?: PlatformRoutes;
    setUp?: (platform: SetUpPlatform) => unknown;
    as?: SeededAccount;
  } = {},
) =>
  renderWithProviders(<FeedbackPage />, {
    signedInAs: options.as ?? 'vip1',
    routes: options.routes,
    setUp: options.setUp,
  });

const sent = (calls: PlatformCall[]) =>
  calls.filter((c) => c.method === 'PUT' && c.path === '/wps/feedback');
const listed = (calls: PlatformCall[]) => calls.filter((c) => c.path === LIST);

describe('feedback page', () => {
  it('sends type, description and screenshots as multipart, says so, and lists it awaiting a reply', async () => {
    const { user, calls, platform } = await renderPage();
    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Send feedback' });

    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Question type' }),
      'Withdrawal',
    );
    const description = within(form).getByRole('textbox', { name: 'Description' });
    expect(description).toHaveAccessibleDescription('At most 140 characters 0/140');
    await user.type(description, 'Still pending');
    expect(within(form).getByText('13/140')).toBeInTheDocument();
    expect(description).toHaveAccessibleDescription('At most 140 characters 13/140');
    await user.upload(within(form).getByLabelText('Add image'), [png('a.png'), png('b.png')]);
    expect(within(form).getAllByRole('button', { name: /^Remove image \d$/ })).toHaveLength(2);

    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(
        'Thank you, your feedback has been sent. Our reply will appear below.',
      ),
    );
    const [put] = sent(calls);
    expect(put?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(put?.body).toContain('name="type"\r\n\r\nwithdraw\r\n');
    expect(put?.body).toContain('name="content"\r\n\r\nStill pending\r\n');
    expect(
      String(put?.body).match(/name="images"; filename="[^"]+"\r\nContent-Type: image\/png\r\n/g),
    ).toHaveLength(2);

    // the form starts again and the list is read again with the new feedback first
    expect(description).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: 'Question type' })).toHaveValue('');
    expect(within(form).queryByRole('button', { name: /^Remove image/ })).toBeNull();
    const list = await screen.findByRole('list', { name: 'Your feedback' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const newest = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(newest).toHaveTextContent('Withdrawal');
    expect(newest).toHaveTextContent('Still pending');
    expect(newest).toHaveTextContent('Images attached: 2');
    expect(newest).toHaveTextContent('Awaiting reply');
    expect(listed(calls)).toHaveLength(2);
    // the platform keeps it, with both screenshots
    const [kept] = (await platform.get<Paged<FeedbackItem>>(LIST)).list;
    expect(kept).toMatchObject({ type: 'withdraw', content: 'Still pending', imageCount: 2 });
  });

  it('asks for a type and a description, and counts past 140 without sending', async () => {
    const { user, calls } = await renderPage();
    const form = await screen.findByRole('form', { name: 'Send feedback' });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    const type = within(form).getByRole('combobox', { name: 'Question type' });
    const description = within(form).getByRole('textbox', { name: 'Description' });
    expect(await within(form).findByText('Choose a question type.')).toBeInTheDocument();
    expect(type).toHaveAttribute('aria-invalid', 'true');
    expect(type).toHaveAccessibleDescription('Choose a question type.');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription(
      'At most 140 characters 0/140 Describe your question.',
    );

    await user.selectOptions(type, 'Game');
    await user.click(description);
    await user.paste('x'.repeat(141));
    expect(within(form).getByText('141/140')).toBeInTheDocument();
    expect(
      within(form).getByText('The description can be at most 140 characters.'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await user.type(description, '{Backspace}');
    expect(within(form).getByText('140/140')).toBeInTheDocument();
    expect(within(form).queryByText('The description can be at most 140 characters.')).toBeNull();
    expect(sent(calls)).toHaveLength(0);

    // an emoji is one character, as the platform counts it
    await user.clear(description);
    await user.type(description, 'Lag 🎰');
    expect(within(form).getByText('5/140')).toBeInTheDocument();
  });

  it('says why a picked file is refused: wrong type, over 5 MB, a 4th image', async () => {
    const { calls } = await renderPage();
    // the browser's own file filter off, as when a player picks "all files"
    const user = userEvent.setup({ applyAccept: false });
    const form = await screen.findByRole('form', { name: 'Send feedback' });
    const picker = () => within(form).getByLabelText('Add image');

    await user.upload(picker(), new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Only png or jpg images can be uploaded',
    );
    await user.upload(picker(), png('huge.png', 5 * 1024 * 1024 + 1));
    expect(within(form).getByRole('alert')).toHaveTextContent('Each image must be 5MB or smaller');
    expect(within(form).queryByRole('button', { name: /^Remove image/ })).toBeNull();

    await user.upload(picker(), [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(within(form).getByRole('alert')).toHaveTextContent('You can upload at most 3 images');
    expect(within(form).getAllByRole('button', { name: /^Remove image/ })).toHaveLength(3);
    // with 3 there is nothing more to add
    expect(within(form).queryByLabelText('Add image')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Remove image 3' }));
    expect(within(form).getByLabelText('Add image')).toBeInTheDocument();
    expect(sent(calls)).toHaveLength(0);
  });

  describe('previews', () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const live = new Set<string>();
    beforeEach(() => {
      let next = 0;
      URL.createObjectURL = () => {
        next += 1;
        live.add(`blob:feedback-${next}`);
        return `blob:feedback-${next}`;
      };
      URL.revokeObjectURL = (url: string) => void live.delete(url);
    });
    afterEach(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      live.clear();
    });

    it('shows each screenshot from an object URL, revoked when it is removed and when the page goes', async () => {
      const { user } = await renderPage();
      const form = await screen.findByRole('form', { name: 'Send feedback' });
      await user.upload(within(form).getByLabelText('Add image'), [png('a.png'), png('b.png')]);
      const previews = within(form).getAllByRole('img');
      expect(previews.map((img) => img.getAttribute('alt'))).toEqual(['a.png', 'b.png']);
      for (const img of previews) expect(live.has(img.getAttribute('src') ?? '')).toBe(true);
      expect(live.size).toBe(2);

      await user.click(within(form).getByRole('button', { name: 'Remove image 1' }));
      expect(
        within(form)
          .getAllByRole('img')
          .map((img) => img.getAttribute('alt')),
      ).toEqual(['b.png']);
      expect(live.size).toBe(1);

      cleanup(); // unmounts the page

      expect(live.size).toBe(0);
    });
  });

  it("shows the platform's refusal, or the catalogue message when the call fails, and keeps the form", async () => {
    // vip1 has already sent the day's 20 feedback (the platform's daily limit).
    const { user, platform } = await renderPage({
      setUp: async (sim) => {
        const token = await sim.signInAs('vip1');
        for (let sent = 0; sent < 20; sent += 1)
          await sim.post(
            '/wps/feedback',
            { type: 'other', content: `Question ${sent + 1}` },
            { token, method: 'PUT' },
          );
      },
    });
    const form = await screen.findByRole('form', { name: 'Send feedback' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Question type' }),
      'Service',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Slow chat');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(
        'At most 20 feedback a day: please try again later',
      ),
    );

    // the connection breaks on the next try
    await platform.dev('/__sim/faults', { body: { path: '/wps/feedback', drop: true } });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(
        'Network link is abnormal, please try again',
      ),
    );
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue('Slow chat');
  });

  it("lists past feedback with the type, date, the platform's reply or that one is awaited", async () => {
    // vip1 asks about a game (one screenshot) after the seeded, answered deposit question.
    const { platform } = await renderPage({
      setUp: async (sim) => {
        const token = await sim.signInAs('vip1');
        const screenshot = `data:image/png;base64,${btoa('\x89PNG\r\n\x1a\n0000')}`;
        await sim.post(
          '/wps/feedback',
          { type: 'game', content: 'The slot froze', images: [screenshot] },
          { token, method: 'PUT' },
        );
      },
    });
    const list = await screen.findByRole('list', { name: 'Your feedback' });
    const [first, second] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(first).toHaveTextContent('Game');
    expect(first).toHaveTextContent('The slot froze');
    expect(first).toHaveTextContent('Images attached: 1');
    expect(within(first as HTMLElement).getByText('Awaiting reply')).toBeInTheDocument();
    const answered = (await platform.get<Paged<FeedbackItem>>(LIST)).list[1]!;
    expect(answered.reply).not.toBeNull();
    expect(second).toHaveTextContent('Deposit');
    expect(second).toHaveTextContent(answered.content);
    expect(second).toHaveTextContent('Our reply');
    expect(second).toHaveTextContent(answered.reply!);
    expect(within(second as HTMLElement).queryByText('Awaiting reply')).toBeNull();
    const times = (second as HTMLElement).querySelectorAll('time');
    expect([...times].map((time) => time.getAttribute('datetime'))).toEqual([
      answered.createdAt,
      answered.repliedAt,
    ]);
    // in the player's language, not the raw ISO text
    expect(times[0]?.textContent).toMatch(/20\d\d/);
    expect(times[0]?.textContent).not.toContain('T');
  });

  it('shows loading rows, then says when there is no feedback yet', async () => {
    // agent1 has sent no feedback; its list is held from the start, then the platform answers it.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await renderPage({ as: 'agent1', routes: { [`GET ${LIST}`]: heldUntil(held) } });
    const history = await screen.findByRole('region', { name: 'Your feedback' });
    expect(within(history).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    answer();
    expect(
      await within(history).findByText('You have not sent any feedback yet'),
    ).toBeInTheDocument();
    expect(within(history).queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Your feedback' })).toBeNull();
  });

  it('shows a failed list with the catalogue message and loads it again on retry', async () => {
    const { user, platform } = await renderPage({
      setUp: (sim) => sim.dev('/__sim/faults', { body: { path: LIST, drop: true } }),
    });
    expect(
      await screen.findByText('Network link is abnormal, please try again'),
    ).toBeInTheDocument();
    await platform.dev(`/__sim/faults?path=${LIST}`, { method: 'DELETE' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Your feedback' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});
