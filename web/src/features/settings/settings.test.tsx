import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTING_KEYS, SOUND_SETTINGS, VISUAL_SETTINGS } from '@dating/rules';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fail, fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { setLanguage } from '@/shared/i18n';
import { renderWithApp } from '@/testing/render';
import { useMemberLanguageSync } from './api/member-language';
import { ChangePasswordForm } from './components/change-password-form';
import NotificationSettings from './routes/notification-settings';

const allOn = () => Object.fromEntries(SETTING_KEYS.map((k) => [k, 'on']));
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

beforeEach(() => useUi.setState({ toasts: [] }));

describe('change password', () => {
  beforeEach(() => useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 }));

  it("each field required, 6 to 36; the repeat must match ('Passwords must match')", async () => {
    const api = fakeApi({ 'user/settings/change-member-password': ok(true) });
    renderWithApp(<ChangePasswordForm />);
    await userEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('The New password field is required')).toBeInTheDocument();
    expect(screen.getByText('The Repeat password field is required')).toBeInTheDocument();
    await userEvent.type(field('New password'), 'x'.repeat(37));
    await userEvent.tab();
    expect(await screen.findByText('New password cannot contain more than 36 characters')).toBeInTheDocument();
    await userEvent.clear(field('New password'));
    await userEvent.type(field('New password'), 'brand-new-1');
    await userEvent.type(field('Repeat password'), 'brand-new-2');
    await userEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(api.callsTo('user/settings/change-member-password')).toHaveLength(0);
    await userEvent.clear(field('Repeat password'));
    await userEvent.type(field('Repeat password'), 'brand-new-1');
    await userEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(api.callsTo('user/settings/change-member-password')).toHaveLength(1));
    expect(api.callsTo('user/settings/change-member-password')[0]).toMatchObject({ new_password: 'brand-new-1', new_password_repeat: 'brand-new-1' });
    await waitFor(() => expect(useUi.getState().toasts.map((t) => t.message)).toContain('Password updated'));
  });
});

describe('notification settings', () => {
  it('a group switch sets every flag in it', async () => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    let stored = allOn();
    const api = fakeApi({
      'user/settings/get-all': () => ok(stored),
      'user/settings/set-one': (body) => {
        const { access_token: _t, ...change } = body;
        stored = { ...stored, ...(change as Record<string, string>) };
        return ok(stored);
      },
    });
    renderWithApp(<NotificationSettings />);
    // The e-mail group says what comes by e-mail, and how often at most.
    expect(await screen.findByText(/not seen on the site for 15 minutes, by e-mail: letters at most once an hour/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('switch', { name: 'All Sounds' }));
    await waitFor(() => expect(api.callsTo('user/settings/set-one')).toHaveLength(1));
    const { access_token: _t, ...change } = api.callsTo('user/settings/set-one')[0]!;
    expect(change).toEqual(Object.fromEntries(SOUND_SETTINGS.map((k) => [k, 'off'])));
    await waitFor(() => expect(screen.getByTestId('flag-sound_chat').querySelector('input')).not.toBeChecked());
    await waitFor(() => expect(useUi.getState().toasts.map((t) => t.message)).toContain('Settings updated'));
  });

  it('one flag can change alone; a failure shows the spec message and restores the flag', async () => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    fakeApi({ 'user/settings/get-all': ok(allOn()), 'user/settings/set-one': fail(10002, 'Validation error') });
    renderWithApp(<NotificationSettings />);
    const flag = await screen.findByTestId('flag-email_wink_notification');
    await userEvent.click(flag.querySelector('input')!);
    await waitFor(() => expect(useUi.getState().toasts.map((t) => t.message)).toContain('During updating of settings failure occurred. Try again'));
    await waitFor(() => expect(flag.querySelector('input')).toBeChecked());
  });

  it("a woman's visual group is forced on: its switches are on and locked, and saves keep it on", async () => {
    useSession.setState({ token: fakeToken(), userType: 'woman', userId: 100005 });
    const api = fakeApi({ 'user/settings/get-all': ok(allOn()), 'user/settings/set-one': (body) => ok({ ...allOn(), ...body }) });
    renderWithApp(<NotificationSettings />);
    const visual = await screen.findByRole('switch', { name: 'All On-site notifications' });
    expect(visual).toBeChecked();
    expect(visual).toBeDisabled();
    for (const key of VISUAL_SETTINGS) expect(screen.getByTestId(`flag-${key}`).querySelector('input')).toBeDisabled();
    expect(screen.getByText('Always on for ladies, so you never miss a message.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'All E-mail notifications' }));
    await waitFor(() => expect(api.callsTo('user/settings/set-one')).toHaveLength(1));
    expect(api.callsTo('user/settings/set-one')[0]).toMatchObject(Object.fromEntries(VISUAL_SETTINGS.map((k) => [k, 'on'])));
  });
});

describe('the member language told to the server', () => {
  function Sync() {
    useMemberLanguageSync();
    return null;
  }

  it('tells it once a member is signed in, and again at each switch (her e-mails are written in it)', async () => {
    useSession.setState({ token: null, userType: null, userId: null });
    const api = fakeApi({ 'user/settings/set-language': (body) => ok({ language: body.language }) });
    renderWithApp(<Sync />);
    await new Promise((r) => setTimeout(r, 50));
    expect(api.callsTo('user/settings/set-language')).toHaveLength(0);
    act(() => useSession.setState({ token: fakeToken(), userType: 'woman', userId: 100002 }));
    await waitFor(() => expect(api.callsTo('user/settings/set-language').map((b) => b.language)).toEqual(['en']));
    await act(() => setLanguage('ru'));
    await waitFor(() => expect(api.callsTo('user/settings/set-language').map((b) => b.language)).toEqual(['en', 'ru']));
    await act(() => setLanguage('en'));
    await waitFor(() => expect(api.callsTo('user/settings/set-language').map((b) => b.language)).toEqual(['en', 'ru', 'en']));
  });
});
