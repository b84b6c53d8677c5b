import type { AdminResource } from './types';
import members from './members';

/**
 * The registry: every back-office resource, in menu order. Adding one = a folder
 * resources/<name>/ (list/show/edit/create/icon + messages.ts, index.ts default-exporting an
 * AdminResource) and one line below (plus its import). App.tsx, the menu and the i18n
 * messages all read this list; the role table is auth/permissions.ts.
 */
export const RESOURCES: AdminResource[] = [
  // Identity
  members,
  // Finance (billing-ledger)
];
