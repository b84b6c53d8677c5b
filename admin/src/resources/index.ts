import auditLog from './audit-log';
import members from './members';
import signIns from './sign-ins';
import siteSettings from './site-settings';
import staff from './staff';
import staffSessions from './staff-sessions';
import type { AdminResource } from './types';
// Finance (billing-ledger) resources: import them here.

/**
 * The registry: every back-office resource, in menu order. Adding one = a folder
 * resources/<name>/ (list/show/edit/create/icon + messages.ts, index.ts default-exporting an
 * AdminResource) and one line below (plus its import). App.tsx, the menu and the i18n
 * messages all read this list; the role table is auth/permissions.ts.
 */
export const RESOURCES: AdminResource[] = [
  // Identity
  members,
  signIns,
  staff,
  staffSessions,
  siteSettings,
  auditLog,
  // Finance (billing-ledger)
];
