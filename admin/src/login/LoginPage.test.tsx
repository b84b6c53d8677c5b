import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../auth/authProvider';
import { clearSession, readSession, type StaffSession } from '../auth/session';
import type { StaffAuthApi } from '../auth/staff-auth-api';
import { i18nProvider } from '../i18n';
import { LoginPage } from './LoginPage';

const session: StaffSession = {
  access_token: 'tok-1',
  expires_at: '2030-01-01T00:00:00Z',
  staff: { id: 7, name: 'Demo Admin', email: 'admin@demo.local', role: 'admin', agency_id: null },
};
const codes = Array.from({ length: 10 }, (_, i) => `rc-${i}-abcd`);

function fakeApi(overrides: Partial<StaffAuthApi> = {}): StaffAuthApi {
  return {
    signIn: vi.fn(async () => ({ step: 'verify' as const, ticket: 'ticket-v' })),
    enroll: vi.fn(async () => ({ ...session, recovery_codes: codes })),
    verify: vi.fn(async () => session),
    me: vi.fn(async () => ({ staff: session.staff })),
    signOut: vi.fn(async () => ({ signed_out: true as const })),
    ...overrides,
  };
}

function renderLogin(api: StaffAuthApi, now: () => number = Date.now) {
  const authProvider = createAuthProvider(api);
  const login = vi.spyOn(authProvider, 'login');
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <LoginPage api={api} now={now} />
    </AdminContext>,
  );
  return { login, user: userEvent.setup() };
}

async function enterCredentials(user: ReturnType<typeof userEvent.setup>) {
  // The e-mail field has the focus: the whole step works from the keyboard.
  await waitFor(() => expect(screen.getByLabelText(/E-mail/)).toHaveFocus());
  await user.keyboard('admin@demo.local');
  await user.tab();
  await user.keyboard('demo-password{Enter}');
}

describe('the staff sign-in page', () => {
  it('enrols TOTP: QR code and secret, the first code, the recovery codes once, then signs in', async () => {
    const api = fakeApi({
      signIn: vi.fn(async () => ({
        step: 'enroll' as const,
        ticket: 'ticket-e',
        secret: 'DEMOSTAFFTOTPSECRET',
        otpauth_url: 'otpauth://totp/Amoria:admin?secret=DEMOSTAFFTOTPSECRET',
      })),
    });
    const { login, user } = renderLogin(api);
    await enterCredentials(user);

    await screen.findByTestId('login-enroll');
    expect(api.signIn).toHaveBeenCalledWith('admin@demo.local', 'demo-password');
    expect(await screen.findByTestId('totp-qr')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('DEMO STAF FTOT PSEC RET');

    await waitFor(() => expect(screen.getByTestId('code-input')).toHaveFocus());
    await user.keyboard('12345{Enter}');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Enter the 6 digits');
    expect(api.enroll).not.toHaveBeenCalled();
    await user.keyboard('6{Enter}');

    const list = await screen.findByTestId('recovery-codes');
    expect(api.enroll).toHaveBeenCalledWith('ticket-e', '123456');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    const proceed = screen.getByTestId('codes-continue');
    expect(proceed).toBeDisabled();
    expect(login).not.toHaveBeenCalled();
    expect(readSession()).toBeNull();

    await user.click(screen.getByLabelText('I have saved my recovery codes'));
    expect(proceed).toBeEnabled();
    await user.click(proceed);
    await waitFor(() => expect(login).toHaveBeenCalled());
    expect(login.mock.calls[0][0]).toEqual({ session });
    expect(readSession()).toEqual(session);
  });

  it('verifies with a TOTP code, and says so when the code is wrong', async () => {
    const verify = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Wrong code', 401, { message: 'Wrong code' }))
      .mockResolvedValueOnce(session);
    const api = fakeApi({ verify });
    const { login, user } = renderLogin(api);
    await enterCredentials(user);
    await screen.findByTestId('login-verify');
    await waitFor(() => expect(screen.getByTestId('code-input')).toHaveFocus());
    await user.keyboard('111111{Enter}');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('That code is not right');
    expect(screen.getByTestId('login-verify')).toBeInTheDocument();

    await user.clear(screen.getByTestId('code-input'));
    await user.type(screen.getByTestId('code-input'), '222 222{Enter}');
    await waitFor(() => expect(login).toHaveBeenCalled());
    expect(verify).toHaveBeenLastCalledWith('ticket-v', { code: '222222' });
  });

  it('signs in with a recovery code instead', async () => {
    const api = fakeApi();
    const { login, user } = renderLogin(api);
    await enterCredentials(user);
    await user.click(await screen.findByTestId('toggle-recovery'));
    expect(screen.getByText(/Each code works once/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('recovery-code-input')).toHaveFocus());
    await user.keyboard(' rc-3-abcd {Enter}');
    await waitFor(() => expect(login).toHaveBeenCalled());
    expect(api.verify).toHaveBeenCalledWith('ticket-v', { recovery_code: 'rc-3-abcd' });
  });

  it('refuses wrong credentials without leaving the step', async () => {
    const api = fakeApi({ signIn: vi.fn().mockRejectedValue(new HttpError('Wrong e-mail or password', 401, {})) });
    const { user } = renderLogin(api);
    await enterCredentials(user);
    expect(await screen.findByTestId('login-error')).toHaveTextContent('The e-mail or password is wrong');
    expect(screen.getByTestId('login-credentials')).toBeInTheDocument();
  });

  it('starts again when the 5-minute ticket ran out before the code', async () => {
    let clock = 0;
    const api = fakeApi();
    const { user } = renderLogin(api, () => clock);
    await enterCredentials(user);
    await screen.findByTestId('login-verify');
    clock = 5 * 60_000;
    await user.type(screen.getByTestId('code-input'), '123456{Enter}');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('This sign-in step expired');
    expect(screen.getByTestId('login-credentials')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('admin@demo.local');
    expect(api.verify).not.toHaveBeenCalled();
  });

  it('says the session expired when the server ended it', async () => {
    clearSession('expired');
    renderLogin(fakeApi());
    expect(await screen.findByTestId('session-expired')).toHaveTextContent('Your session expired');
  });

  it('switches to Russian', async () => {
    const { user } = renderLogin(fakeApi());
    await user.click(await screen.findByTestId('locale-ru'));
    expect(await screen.findByRole('heading', { name: 'Вход для сотрудников' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Эл\. почта/)).toBeInTheDocument();
  });
});
