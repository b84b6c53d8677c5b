import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureAccountStrings, setLanguage } from '@/shared/i18n';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fail, fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import { profileKeys, type OwnProfile } from './api/profiles';
import { statusSchema } from './lib/edit-schemas';
import MyProfilePage from './routes/my-profile-page';
import { johnsProfile } from './testing';

const TOO_LONG = 'Status cannot contain more than 100 characters';
const toasts = () => useUi.getState().toasts.map((t) => `${t.type}: ${t.message}`);

/** /myProfile of a member whose profile/load answers `profile`; profile/update/user-status answers `update`. */
function openMyProfile(profile: OwnProfile, update: Parameters<typeof fakeApi>[0][string] = (body) => ok({ status: body.status })) {
  const api = fakeApi({
    'user/get-info': ok({ user_id: profile.user_id, user_type: profile.user_type, name: profile.name, email: 'me@demo.local', created_at: profile.created_at }),
    'profile/load': ok(profile),
    'member-photo/album-photo': ok([]),
    'credit/get-balance': ok({ credits: 10 }),
    'profile/update/user-status': update,
  });
  return { api, ...renderWithApp(<MyProfilePage />, { route: '/myProfile' }) };
}

beforeEach(() => useUi.setState({ toasts: [] }));

describe('the status rule (spec section 5)', () => {
  it('takes up to 100 characters (the form rules) with the spec message; nothing clears it', async () => {
    await ensureAccountStrings();
    const schema = statusSchema(i18next.t);
    expect(schema.safeParse({ status: 'x'.repeat(100) }).success).toBe(true);
    expect(schema.safeParse({ status: '' }).success).toBe(true);
    expect(schema.safeParse({ status: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(TOO_LONG);
  });
});

describe('the status on /myProfile', () => {
  describe('a lady', () => {
    const anna = { ...johnsProfile, user_id: 100020, user_type: 'woman', name: 'Anna', status: 'Believe in love' } as OwnProfile;
    beforeEach(() => useSession.setState({ token: fakeToken(), userType: 'woman', userId: 100020 }));

    it('sees her status and edits it in place: the limit with its counter, Enter saves, the cached profile and a toast follow', async () => {
      const { api, queryClient } = openMyProfile(anna);
      expect(await screen.findByTestId('status-text')).toHaveTextContent('“Believe in love”');
      const edit = screen.getByRole('button', { name: 'Edit status' });
      await userEvent.click(edit);
      const input = screen.getByTestId('status-input');
      expect(input).toHaveFocus();
      expect(input).toHaveValue('Believe in love');

      await userEvent.clear(input);
      await userEvent.type(input, 'x'.repeat(85));
      expect(screen.getByTestId('status-form')).toHaveTextContent('85 / 100');
      await userEvent.type(input, 'x'.repeat(16));
      expect(await screen.findByText(TOO_LONG)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      await userEvent.keyboard('{Enter}');
      expect(api.callsTo('profile/update/user-status')).toEqual([]);

      await userEvent.clear(input);
      await userEvent.type(input, '  Dancing in the rain  {Enter}');
      await waitFor(() => expect(api.callsTo('profile/update/user-status')).toEqual([expect.objectContaining({ status: 'Dancing in the rain' })]));
      expect(await screen.findByTestId('status-text')).toHaveTextContent('“Dancing in the rain”');
      expect(queryClient.getQueryData<OwnProfile>(profileKeys.own)?.status).toBe('Dancing in the rain');
      expect(toasts()).toEqual(['success: Status saved']);
      expect(screen.getByRole('button', { name: 'Edit status' })).toHaveFocus();
    });

    it('Escape and Cancel leave it as it was, without a request; an unchanged status is not sent', async () => {
      const { api } = openMyProfile(anna);
      await userEvent.click(await screen.findByRole('button', { name: 'Edit status' }));
      await userEvent.type(screen.getByTestId('status-input'), ' and more{Escape}');
      expect(screen.queryByTestId('status-form')).toBeNull();
      expect(screen.getByTestId('status-text')).toHaveTextContent('“Believe in love”');
      expect(screen.getByRole('button', { name: 'Edit status' })).toHaveFocus();

      await userEvent.click(screen.getByRole('button', { name: 'Edit status' }));
      expect(screen.getByTestId('status-input')).toHaveValue('Believe in love');
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await userEvent.click(screen.getByRole('button', { name: 'Edit status' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.queryByTestId('status-form')).toBeNull();
      expect(api.callsTo('profile/update/user-status')).toEqual([]);
      expect(toasts()).toEqual([]);
    });

    it("puts the server's 10002 under the field, and says a failed request with spec section 8's text", async () => {
      let calls = 0;
      openMyProfile(anna, () => {
        calls += 1;
        if (calls === 1) return fail(10002, 'Validation failed', { status: [TOO_LONG] });
        throw new TypeError('Failed to fetch');
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Edit status' }));
      await userEvent.type(screen.getByTestId('status-input'), '!{Enter}');
      expect(await within(screen.getByTestId('status-form')).findByText(TOO_LONG)).toBeInTheDocument();
      expect(toasts()).toEqual([]);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(toasts()).toEqual(['error: Something went wrong during request execution. Try again']));
      expect(screen.getByTestId('status-form')).toBeInTheDocument();
    });
  });

  describe('a man', () => {
    beforeEach(() => useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 }));
    afterEach(async () => {
      await setLanguage('en');
    });

    it('without a status is offered to add one; an empty line clears it', async () => {
      const { api } = openMyProfile({ ...johnsProfile, status: 'Here' } as OwnProfile);
      await userEvent.click(await screen.findByRole('button', { name: 'Edit status' }));
      await userEvent.clear(screen.getByTestId('status-input'));
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(api.callsTo('profile/update/user-status')).toEqual([expect.objectContaining({ status: '' })]));
      expect(await screen.findByRole('button', { name: 'Add a status' })).toHaveFocus();
      expect(screen.queryByTestId('status-text')).toBeNull();
      expect(toasts()).toEqual(['success: Status removed']);
    });

    it('in Russian', async () => {
      await ensureAccountStrings();
      await setLanguage('ru');
      openMyProfile(johnsProfile);
      await userEvent.click(await screen.findByRole('button', { name: 'Добавить статус' }));
      await userEvent.type(screen.getByTestId('status-input'), 'x'.repeat(101));
      expect(await screen.findByText('«Статус»: не более 100 символов')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
    });
  });
});
