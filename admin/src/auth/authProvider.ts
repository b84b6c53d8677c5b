import type { AuthProvider } from 'react-admin';
import { can } from './permissions';
import { clearSession, readSession, type StaffSession, updateStaff, writeSession } from './session';
import { staffAuthApi, type StaffAuthApi } from './staff-auth-api';

export interface Permissions {
  role: StaffSession['staff']['role'];
  agency_id: StaffSession['staff']['agency_id'];
}

/** What the sign-in page hands to `login()` once the second factor is done. */
export interface LoginParams {
  session: StaffSession;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Staff sign-in (docs/admin-api.md, "Staff access"). The two steps (password, then TOTP or a
 * recovery code) run on the custom sign-in page, which calls `login({ session })` with the
 * session the last step answered; everything after that is react-admin's ordinary flow.
 */
export function createAuthProvider(api: StaffAuthApi = staffAuthApi): AuthProvider {
  return {
    login: async (params: LoginParams) => {
      if (!params?.session?.access_token) throw new Error('admin.login.errors.generic');
      writeSession(params.session);
    },

    logout: async () => {
      const session = readSession();
      clearSession();
      // The server forgets the session too; a session it already ended answers 401, which is fine.
      if (session) await api.signOut(session.access_token).catch(() => undefined);
      // react-admin goes to its login page (under the /admin basename).
      return undefined;
    },

    // No session: straight to the sign-in page, without the "please log in" toast.
    checkAuth: async () => {
      if (!readSession()) throw { message: false };
    },

    checkError: async (error: unknown) => {
      const status = statusOf(error);
      if (status === 401) {
        // Ended by the server (30 minutes idle, revoked, disabled): the sign-in page says so.
        if (readSession()) clearSession('expired');
        throw { message: false };
      }
      if (status === 403) {
        // Stay where you are: the server refused this one action.
        throw { logoutUser: false, message: 'admin.errors.forbidden' };
      }
    },

    getIdentity: async () => {
      const session = readSession();
      if (!session) throw new Error('admin.errors.signed_out');
      const { staff } = session;
      return { id: staff.id, fullName: staff.name, email: staff.email, role: staff.role };
    },

    getPermissions: async (): Promise<Permissions | undefined> => {
      const staff = readSession()?.staff;
      return staff ? { role: staff.role, agency_id: staff.agency_id } : undefined;
    },

    canAccess: async ({ resource, action }) => can(readSession()?.staff.role, resource, action),
  };
}

/** Re-reads the signed-in staff member from `auth/me` (e.g. at start); a 401 ends the session. */
export async function refreshStaff(api: StaffAuthApi = staffAuthApi): Promise<void> {
  if (!readSession()) return;
  try {
    const { staff } = await api.me();
    updateStaff(staff);
  } catch (error) {
    if (statusOf(error) === 401) clearSession('expired');
  }
}

export const authProvider = createAuthProvider();
