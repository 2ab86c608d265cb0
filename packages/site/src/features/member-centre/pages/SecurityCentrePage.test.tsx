import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useGetMemberInfoQuery } from '../../../shared/account/api';
import {
  fail,
  renderWithProviders,
  type PlatformCall,
  type PlatformRoutes,
} from '../../../shared/testing/renderWithProviders.test-helper';
import { SecurityCentrePage } from './SecurityCentrePage';

/** The PNG signature, then zeros: what the platform takes for a png picture. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name = 'me.png', bytes = 1024) => {
  const content = new Uint8Array(bytes);
  content.set(PNG_SIGNATURE);
  return new File([content], name, { type: 'image/png' });
};
/** A file named and typed png whose bytes are not one (the platform reads the bytes). */
const notPng = (name: string) => new File([new Uint8Array(1024)], name, { type: 'image/png' });
const SEEDED_AVATAR = '/sim-assets/avatar/vip1.svg';
const UPLOADED_AVATAR = /^\/sim-assets\/avatar\/vip1\?v=\d+$/;

/**
 * What the header shows from member info (its avatar menu reads the same query): the test's stand-in
 * for features/header, which a member-centre test may not import.
 */
function HeaderProbe() {
  const { data } = useGetMemberInfoQuery();
  return data ? (
    <div data-testid="header">
      <img src={data.avatarUrl} alt={`Avatar of ${data.nickname}`} />
    </div>
  ) : null;
}

/** vip1 of the simulator's seed ("VIP Player", vip1@example.com, its seeded avatar picture). */
const renderPage = (routes: PlatformRoutes = {}) =>
  renderWithProviders(
    <>
      <HeaderProbe />
      <SecurityCentrePage />
    </>,
    { signedInAs: 'vip1', routes },
  );

const puts = (calls: PlatformCall[], path: string) =>
  calls.filter((c) => c.method === 'PUT' && c.path === path);
const memberInfoReads = (calls: PlatformCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/wps/member/info');

describe('security centre', () => {
  it('keeps the profile, the login password and the payment password', async () => {
    await renderPage();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('vip1')).toBeInTheDocument();
    expect(within(profile).getByText('vip1@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change login password' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Payment password' })).toBeInTheDocument();
  });

  describe('nickname', () => {
    it('saves the trimmed nickname, says so, and the profile and header show it', async () => {
      const { user, calls } = await renderPage();
      const form = await screen.findByRole('form', { name: 'Change nickname' });
      const field = within(form).getByRole('textbox', { name: 'Nickname' });
      expect(field).toHaveValue('VIP Player');
      expect(field).toHaveAccessibleDescription(
        '2-20 characters: letters, digits, spaces, _ - and .',
      );
      const readsBefore = memberInfoReads(calls).length;

      await user.clear(field);
      await user.type(field, '  Lucky Star_7  ');
      await user.click(within(form).getByRole('button', { name: 'Save nickname' }));

      expect(await within(form).findByRole('status')).toHaveTextContent(
        'Your nickname has been saved.',
      );
      const [put] = puts(calls, '/wps/member/info');
      expect(put?.body).toEqual({ nickname: 'Lucky Star_7' });
      expect(put?.headers.get('content-type')).toMatch(/^application\/json/);
      // member info is read again (tag invalidation): the profile and the header follow
      await waitFor(() => expect(memberInfoReads(calls).length).toBeGreaterThan(readsBefore));
      const profile = screen.getByRole('region', { name: 'Profile' });
      expect(
        await within(profile).findByText('Lucky Star_7', { selector: 'strong' }),
      ).toBeVisible();
      expect(
        within(screen.getByTestId('header')).getByRole('img', { name: 'Avatar of Lucky Star_7' }),
      ).toBeInTheDocument();
      expect(field).toHaveValue('Lucky Star_7');
    });

    it.each([
      ['', 'Enter a nickname.'],
      ['   ', 'Enter a nickname.'],
      ['a', 'Use 2-20 characters.'],
      ['x'.repeat(21), 'Use 2-20 characters.'],
      ['<b>me</b>', 'A nickname cannot contain < > & " or \'.'],
      ['Tom & Jerry', 'A nickname cannot contain < > & " or \'.'],
      ['star*', 'Use only letters, digits, spaces, _ - and .'],
      ['_-.', 'Include at least one letter or digit.'],
    ])('refuses %j with "%s" and sends nothing', async (typed, message) => {
      const { user, calls } = await renderPage();
      const form = await screen.findByRole('form', { name: 'Change nickname' });
      const field = within(form).getByRole('textbox', { name: 'Nickname' });
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(within(form).getByRole('button', { name: 'Save nickname' }));
      expect(await within(form).findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(puts(calls, '/wps/member/info')).toHaveLength(0);
    });

    it('accepts letters of any script, 20 characters counted as the player sees them', async () => {
      const { user, calls } = await renderPage();
      const form = await screen.findByRole('form', { name: 'Change nickname' });
      const field = within(form).getByRole('textbox', { name: 'Nickname' });
      await user.clear(field);
      // 20 characters, 29 UTF-16 units (the last nine are outside the basic plane)
      const nickname = `Nguyễn 王小明 ${'𠀀'.repeat(9)}`;
      expect([...nickname]).toHaveLength(20);
      await user.type(field, nickname);
      await user.click(within(form).getByRole('button', { name: 'Save nickname' }));
      await within(form).findByText('Your nickname has been saved.');
      expect(puts(calls, '/wps/member/info')[0]?.body).toEqual({ nickname });
    });

    it("shows the platform's refusal", async () => {
      // The site's own rules refuse every nickname the simulator would: its refusal is answered here.
      const { user } = await renderPage({
        'PUT /wps/member/info': fail('The nickname is not allowed', 'VALIDATION_FAILED', {
          field: 'nickname',
        }),
      });
      const form = await screen.findByRole('form', { name: 'Change nickname' });
      await user.type(within(form).getByRole('textbox', { name: 'Nickname' }), '2');
      await user.click(within(form).getByRole('button', { name: 'Save nickname' }));
      expect(await within(form).findByRole('status')).toHaveTextContent(
        'The nickname is not allowed',
      );
    });
  });

  describe('avatar', () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    beforeEach(() => {
      let next = 0;
      URL.createObjectURL = () => `blob:avatar-${(next += 1)}`;
      URL.revokeObjectURL = () => undefined;
    });
    afterEach(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });

    it('previews one picked picture, uploads it as multipart file, and the profile and header show it', async () => {
      const { user, calls } = await renderPage();
      const form = await screen.findByRole('form', { name: 'Change avatar' });
      expect(within(form).getByRole('group', { name: 'New avatar' })).toHaveAccessibleDescription(
        'One png or jpg picture, up to 5MB',
      );
      await user.upload(within(form).getByLabelText('Choose picture'), png('me.png'));
      const preview = within(form).getByRole('img', { name: 'me.png' });
      expect(preview).toHaveAttribute('src', 'blob:avatar-1');
      // one picture at most: no second picker while one is chosen
      expect(within(form).queryByLabelText('Choose picture')).toBeNull();
      expect(within(form).getByRole('button', { name: 'Remove picture' })).toBeInTheDocument();

      await user.click(within(form).getByRole('button', { name: 'Upload avatar' }));
      await waitFor(() =>
        expect(within(form).getByRole('status')).toHaveTextContent(
          'Your new avatar has been uploaded.',
        ),
      );
      const [put] = puts(calls, '/wps/member/info/icon');
      expect(put?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      expect(String(put?.body)).toMatch(
        /name="file"; filename="[^"]+"\r\nContent-Type: image\/png\r\n/,
      );
      // the picker starts again; member info is read again and both pictures follow
      expect(within(form).queryByRole('img', { name: 'me.png' })).toBeNull();
      expect(within(form).getByLabelText('Choose picture')).toBeInTheDocument();
      const header = within(screen.getByTestId('header')).getByRole('img');
      await waitFor(() =>
        expect(header).toHaveAttribute('src', expect.stringMatching(UPLOADED_AVATAR)),
      );
      const profile = screen.getByRole('region', { name: 'Profile' });
      expect(profile.querySelector('img')).toHaveAttribute(
        'src',
        header.getAttribute('src') ?? 'the header picture',
      );
    });

    it('asks for a picture first, and keeps a removed one out', async () => {
      const { user, calls } = await renderPage();
      const form = await screen.findByRole('form', { name: 'Change avatar' });
      await user.click(within(form).getByRole('button', { name: 'Upload avatar' }));
      expect(await within(form).findByRole('status')).toHaveTextContent(
        'Choose a png or jpg picture first.',
      );
      await user.upload(within(form).getByLabelText('Choose picture'), png());
      await user.click(within(form).getByRole('button', { name: 'Remove picture' }));
      await user.click(within(form).getByRole('button', { name: 'Upload avatar' }));
      expect(within(form).getByRole('status')).toHaveTextContent(
        'Choose a png or jpg picture first.',
      );
      expect(puts(calls, '/wps/member/info/icon')).toHaveLength(0);
    });

    it('refuses another type and a picture over 5MB with the limit messages', async () => {
      await renderPage();
      const user = userEvent.setup({ applyAccept: false });
      const form = await screen.findByRole('form', { name: 'Change avatar' });
      await user.upload(
        within(form).getByLabelText('Choose picture'),
        new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }),
      );
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'Only png or jpg images can be uploaded',
      );
      await user.upload(
        within(form).getByLabelText('Choose picture'),
        png('big.png', 5 * 1024 * 1024 + 1),
      );
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'Each image must be 5MB or smaller',
      );
      expect(within(form).queryByRole('button', { name: 'Remove picture' })).toBeNull();
      // exactly 5MB is fine
      await user.upload(
        within(form).getByLabelText('Choose picture'),
        png('ok.png', 5 * 1024 * 1024),
      );
      expect(within(form).getByRole('img', { name: 'ok.png' })).toBeInTheDocument();
    });

    it("shows the platform's refusal and keeps the picture to try again", async () => {
      const { user } = await renderPage();
      const form = await screen.findByRole('form', { name: 'Change avatar' });
      await user.upload(within(form).getByLabelText('Choose picture'), notPng('fake.png'));
      await user.click(within(form).getByRole('button', { name: 'Upload avatar' }));
      expect(await within(form).findByRole('status')).toHaveTextContent(
        'Only png or jpg images can be uploaded',
      );
      expect(within(form).getByRole('img', { name: 'fake.png' })).toBeInTheDocument();
    });

    it('still falls back to the brand picture when the avatar fails to load', async () => {
      await renderPage();
      const profile = await screen.findByRole('region', { name: 'Profile' });
      await waitFor(() =>
        expect(profile.querySelector('img')).toHaveAttribute('src', SEEDED_AVATAR),
      );
      const picture = profile.querySelector('img') as HTMLImageElement;
      fireEvent.error(picture);
      expect(profile.querySelector('img')).toHaveAttribute('src', '/avatar.svg');
    });
  });
});
