import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCookie } from '@/shared/lib/cookies';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fail, fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import ResetPasswordPage from '../routes/reset-password-page';
import AuthModals from './auth-modals';

const SETTINGS = { captcha_interval: 30, registration_tries_count: 3, women_agreement_launch_interval: 30 };

beforeEach(() => {
  useSession.setState({ token: null, userType: null, userId: null });
  useUi.setState({ modals: {}, toasts: [] });
});

function open(name: 'login' | 'registration' | 'forgotPassword') {
  renderWithApp(<AuthModals />);
  useUi.getState().openModal(name);
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('login modal', () => {
  it('shows the spec messages for an empty and a bad e-mail and an empty password', async () => {
    fakeApi({});
    open('login');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The Email field is required')).toBeInTheDocument();
    expect(screen.getByText('The Password field is required')).toBeInTheDocument();
    await userEvent.type(field('Email'), 'john@');
    await userEvent.tab();
    expect(await screen.findByText('The Email field must be a valid email address')).toBeInTheDocument();
  });

  it('password at most 36', async () => {
    fakeApi({});
    open('login');
    await screen.findByRole('dialog');
    await userEvent.type(field('Password'), 'p'.repeat(37));
    await userEvent.tab();
    expect(await screen.findByText('Password cannot contain more than 36 characters')).toBeInTheDocument();
  });

  it('a wrong password answers the spec login message', async () => {
    fakeApi({ 'member/sign-in': fail(10003, 'Your login information was entered incorrectly! Please check some fields!') });
    open('login');
    await screen.findByRole('dialog');
    await userEvent.type(field('Email'), 'john@demo.local');
    await userEvent.type(field('Password'), 'wrong');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Your login information was entered incorrectly! Please check some fields!');
    expect(useSession.getState().token).toBeNull();
  });

  it('signs in with remember me: the token cookie and the sex cookie are stored', async () => {
    const token = fakeToken();
    const api = fakeApi({ 'member/sign-in': ok({ access_token: token, user_id: 100001, user_type: 'woman' }) });
    open('login');
    await screen.findByRole('dialog');
    await userEvent.type(field('Email'), ' anna@demo.local ');
    await userEvent.type(field('Password'), 'demo-password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(useSession.getState().token).toBe(token));
    expect(api.callsTo('member/sign-in')[0]).toEqual({ email: 'anna@demo.local', password: 'demo-password', remember_me: true });
    expect(getCookie('access-token')).toBe(token);
    expect(getCookie('sex')).toBe('woman');
  });
});

describe('registration modal', () => {
  it('applies the sign-up rules with the spec messages', async () => {
    fakeApi({ 'site/settings/get-all': ok(SETTINGS) });
    open('registration');
    await screen.findByRole('dialog', { name: 'Create your account' });
    await userEvent.click(screen.getByTestId('registration-submit'));
    expect(await screen.findByText('The Name field is required')).toBeInTheDocument();
    expect(screen.getByText('The Email field is required')).toBeInTheDocument();
    expect(screen.getByText('The Password field is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm that you are not a robot')).toBeInTheDocument();
    // The first field with a message takes the focus (brought into view where the body scrolls).
    await waitFor(() => expect(field('Name')).toHaveFocus());

    const cases: [string, string, string][] = [
      ['Name', 'ab', 'Name must contain at least 3 characters'],
      ['Name', 'N'.repeat(31), 'Name cannot contain more than 30 characters'],
      ['Name', 'Анна', 'Name must not contain Cyrillic letters'],
      ['Name', 'John_Smith', 'Name may contain only letters, digits and spaces'],
      ['Password', '12345', 'Password must contain at least 6 characters'],
      ['Password', 'p'.repeat(37), 'Password cannot contain more than 36 characters'],
      ['Email', 'nope', 'The Email field must be a valid email address'],
    ];
    for (const [label, value, message] of cases) {
      await userEvent.clear(field(label));
      await userEvent.type(field(label), value);
      await userEvent.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('creates the account with the dev captcha token; a taken e-mail shows on the field', async () => {
    const token = fakeToken();
    let taken = true;
    const api = fakeApi({
      'site/settings/get-all': ok(SETTINGS),
      'member/registration': () =>
        taken ? fail(10027, 'This e-mail address is already registered', 'dup', 409) : ok({ access_token: token, user_id: 100012, user_type: 'man' }),
    });
    open('registration');
    await screen.findByRole('dialog');
    await userEvent.type(field('Name'), 'Tom Reed');
    await userEvent.type(field('Email'), 'tom@example.com');
    await userEvent.type(field('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
    await userEvent.click(screen.getByTestId('registration-submit'));
    expect(await screen.findByText('This e-mail address is already registered')).toBeInTheDocument();
    await waitFor(() => expect(field('Email')).toHaveFocus());
    taken = false;
    await userEvent.click(screen.getByTestId('registration-submit'));
    await waitFor(() => expect(useSession.getState().token).toBe(token));
    expect(api.callsTo('member/registration').at(-1)).toEqual({
      name: 'Tom Reed',
      email: 'tom@example.com',
      password: 'secret-pass',
      user_type: 'man',
      captcha: 'dev-ok',
    });
  });

  it('is one form: the submit button sits in the footer, Enter in a field submits, a missing captcha takes the focus', async () => {
    const api = fakeApi({ 'site/settings/get-all': ok(SETTINGS), 'member/registration': ok({ access_token: fakeToken(), user_id: 100014, user_type: 'man' }) });
    open('registration');
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    const submit = within(dialog).getByTestId('registration-submit');
    expect(submit.closest('form')).toBe(field('Name').closest('form'));
    expect(submit.closest('.MuiDialogContent-root')).toBeNull();
    // The way to sign in instead is under the title now, not below the button.
    expect(within(dialog).getByText(/Already a member\?/)).toContainElement(within(dialog).getByRole('button', { name: 'Sign in' }));
    await userEvent.type(field('Name'), 'Ann Lee');
    await userEvent.type(field('Email'), 'ann@example.com');
    await userEvent.type(field('Password'), 'secret-pass{Enter}');
    const captcha = within(dialog).getByRole('checkbox', { name: 'I am not a robot' });
    await waitFor(() => expect(captcha).toHaveFocus());
    expect(captcha).toHaveAccessibleDescription('Please confirm that you are not a robot');
    expect(api.callsTo('member/registration')).toHaveLength(0);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(captcha).toBeChecked());
    await userEvent.click(field('Password'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('member/registration')).toHaveLength(1));
  });

  it('opened again, the modal does not send the focus to the captcha it was sent to last time', async () => {
    fakeApi({ 'site/settings/get-all': ok(SETTINGS) });
    open('registration');
    await screen.findByRole('dialog', { name: 'Create your account' });
    await userEvent.type(field('Name'), 'Ann Lee');
    await userEvent.type(field('Email'), 'ann@example.com');
    await userEvent.type(field('Password'), 'secret-pass{Enter}');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => useUi.getState().openModal('registration'));
    await screen.findByRole('dialog', { name: 'Create your account' });
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).not.toHaveFocus();
    expect(screen.queryByText('Please confirm that you are not a robot')).toBeNull();
    act(() => useUi.getState().closeModal('registration'));
  });

  it("a woman accepts the women's agreement before her account is created", async () => {
    const api = fakeApi({
      'site/settings/get-all': ok(SETTINGS),
      'member/registration': ok({ access_token: fakeToken(), user_id: 100013, user_type: 'woman' }),
    });
    open('registration');
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('user-type-woman'));
    await userEvent.type(field('Name'), 'Maria');
    await userEvent.type(field('Email'), 'maria@example.com');
    await userEvent.type(field('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
    await userEvent.click(screen.getByTestId('registration-submit'));
    expect(await screen.findByRole('dialog', { name: 'Agreement for ladies' })).toBeInTheDocument();
    expect(api.callsTo('member/registration')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('agreement-accept'));
    await waitFor(() => expect(api.callsTo('member/registration')).toHaveLength(1));
    expect(api.callsTo('member/registration')[0]).toMatchObject({ user_type: 'woman' });
    expect(getCookie('agreementAccepted')).toBe('true');
  });
});

describe('forgot password modal', () => {
  it('e-mail required, valid, at most 50; then the link is on its way', async () => {
    const api = fakeApi({ 'member/request-password-reset': ok(true) });
    open('forgotPassword');
    await screen.findByRole('dialog', { name: 'Forgot your password?' });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('The Email field is required')).toBeInTheDocument();
    await userEvent.type(field('Email'), `${'a'.repeat(40)}@example.com`);
    await userEvent.tab();
    expect(await screen.findByText('Email cannot contain more than 50 characters')).toBeInTheDocument();
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'anna@demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByTestId('forgot-sent')).toHaveTextContent('anna@demo.local');
    expect(api.callsTo('member/request-password-reset')[0]).toEqual({ email: 'anna@demo.local' });
  });
});

describe('reset password page', () => {
  it("new password 6 to 36, repeated: a mismatch is 'Incorrectly filled fields'", async () => {
    const api = fakeApi({ 'member/reset-password': ok(true) });
    renderWithApp(<ResetPasswordPage />, { route: '/reset-password?token=abc123' });
    await userEvent.type(field('New password'), '123');
    await userEvent.tab();
    expect(await screen.findByText('New password must contain at least 6 characters')).toBeInTheDocument();
    await userEvent.clear(field('New password'));
    await userEvent.type(field('New password'), 'new-secret');
    await userEvent.type(field('Repeat password'), 'new-secreT');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Incorrectly filled fields')).toBeInTheDocument();
    await userEvent.clear(field('Repeat password'));
    await userEvent.type(field('Repeat password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(api.callsTo('member/reset-password')).toEqual([{ password_reset_token: 'abc123', password: 'new-secret' }]));
  });

  it('without a token it explains where the page comes from', () => {
    fakeApi({});
    renderWithApp(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByText(/opens from the link in our password reset e-mail/)).toBeInTheDocument();
  });
});
