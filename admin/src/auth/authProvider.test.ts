import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from './authProvider';
import { readSession, sessionExpired, type StaffSession, writeSession } from './session';
import type { StaffAuthApi } from './staff-auth-api';

const session = (role: StaffSession['staff']['role'], agency_id: string | null = null): StaffSession => ({
  access_token: `tok-${role}`,
  staff: { id: 3, name: 'Demo', email: 'demo@demo.local', role, agency_id },
});

function api(): StaffAuthApi {
  return {
    signIn: vi.fn(),
    enroll: vi.fn(),
    verify: vi.fn(),
    me: vi.fn(),
    signOut: vi.fn(async () => ({ signed_out: true as const })),
  } as unknown as StaffAuthApi;
}

describe('the staff authProvider', () => {
  it('keeps the session from login, and gives identity and permissions from it', async () => {
    const provider = createAuthProvider(api());
    await expect(provider.checkAuth({})).rejects.toMatchObject({ message: false });
    await provider.login({ session: session('agency_moderator', 'agency-1') });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await expect(provider.getIdentity!()).resolves.toEqual({ id: 3, fullName: 'Demo', email: 'demo@demo.local', role: 'agency_moderator' });
    await expect(provider.getPermissions!({})).resolves.toEqual({ role: 'agency_moderator', agency_id: 'agency-1' });
  });

  it('refuses a login without a session', async () => {
    await expect(createAuthProvider(api()).login({})).rejects.toThrow();
    expect(readSession()).toBeNull();
  });

  it('answers canAccess from the role table', async () => {
    const provider = createAuthProvider(api());
    writeSession(session('agency_moderator', 'a1'));
    await expect(provider.canAccess!({ resource: 'members', action: 'list' })).resolves.toBe(true);
    await expect(provider.canAccess!({ resource: 'members', action: 'edit' })).resolves.toBe(false);
    await expect(provider.canAccess!({ resource: 'staff', action: 'list' })).resolves.toBe(false);
    writeSession(session('admin'));
    await expect(provider.canAccess!({ resource: 'staff', action: 'create' })).resolves.toBe(true);
    await expect(provider.canAccess!({ resource: 'audit-log', action: 'delete' })).resolves.toBe(false);
  });

  it('on a 401 forgets the session and marks it expired, so sign-in says why', async () => {
    const provider = createAuthProvider(api());
    writeSession(session('admin'));
    await expect(provider.checkError(new HttpError('Unauthorized', 401, {}))).rejects.toMatchObject({ message: false });
    expect(readSession()).toBeNull();
    expect(sessionExpired()).toBe(true);
    writeSession(session('admin'));
    expect(sessionExpired()).toBe(false);
  });

  it('on a 403 keeps the session and stays, with a notification', async () => {
    const provider = createAuthProvider(api());
    writeSession(session('finance'));
    await expect(provider.checkError(new HttpError('Forbidden', 403, {}))).rejects.toEqual({ logoutUser: false, message: 'admin.errors.forbidden' });
    expect(readSession()).not.toBeNull();
  });

  it('lets other errors through to the page', async () => {
    const provider = createAuthProvider(api());
    writeSession(session('admin'));
    await expect(provider.checkError(new HttpError('Bad', 400, {}))).resolves.toBeUndefined();
    await expect(provider.checkError(new HttpError('Down', 500, {}))).resolves.toBeUndefined();
    expect(readSession()).not.toBeNull();
  });

  it('signs out on the server and forgets the session', async () => {
    const a = api();
    const provider = createAuthProvider(a);
    writeSession(session('admin'));
    await expect(provider.logout({})).resolves.toBeUndefined();
    expect(a.signOut).toHaveBeenCalledWith('tok-admin');
    expect(readSession()).toBeNull();
  });

  it('signs out locally even when the server already ended the session', async () => {
    const a = api();
    (a.signOut as ReturnType<typeof vi.fn>).mockRejectedValue(new HttpError('Unauthorized', 401, {}));
    const provider = createAuthProvider(a);
    writeSession(session('admin'));
    await expect(provider.logout({})).resolves.toBeUndefined();
    expect(readSession()).toBeNull();
  });
});
