import auditLog from './audit-log';
import accounts from './accounts';
import chatFlags from './chat-flags';
import chatSessions from './chat-sessions';
import contactRequests from './contact-requests';
import creditPacks from './credit-packs';
import dispatches from './dispatches';
import giftSends from './gift-sends';
import gifts from './gifts';
import grants from './grants';
import ledgerStatements from './ledger-statements';
import ledgerVerifications from './ledger-verifications';
import letterFlags from './letter-flags';
import memberReports from './member-reports';
import members from './members';
import openHolds from './open-holds';
import orders from './orders';
import paymentExceptions from './payment-exceptions';
import photoModeration from './photo-moderation';
import payments from './payments';
import postbacks from './postbacks';
import prices from './prices';
import refunds from './refunds';
import revenue from './revenue';
import reversals from './reversals';
import scammers from './scammers';
import signIns from './sign-ins';
import siteSettings from './site-settings';
import staff from './staff';
import staffSessions from './staff-sessions';
import videoModeration from './video-moderation';
import type { AdminResource } from './types';

/**
 * The registry: every back-office resource, in menu order. Adding one = a folder
 * resources/<name>/ (list/show/edit/create/icon + messages.ts, index.ts default-exporting an
 * AdminResource) and one line below (plus its import). App.tsx, the menu and the i18n
 * messages all read this list; the role table is auth/permissions.ts.
 */
export const RESOURCES: AdminResource[] = [
  // Identity
  members,
  photoModeration,
  videoModeration,
  // Contact-info requests (profiles): the same two-step moderation
  contactRequests,
  // Gifts (profiles): the same two-step moderation of the gifts sent, then the catalogue they come from
  giftSends,
  gifts,
  // Letters (mail)
  dispatches,
  letterFlags,
  // Chat (chat-room): the anti-scam list of chat messages, next to the letters'
  chatFlags,
  // The scammers list members read (profiles): kept by site moderators and admins
  scammers,
  // Members' reports on other members (profiles): worked by site moderators and admins, next to the scammers list
  memberReports,
  signIns,
  staff,
  staffSessions,
  siteSettings,
  auditLog,
  // Finance (billing-ledger)
  accounts,
  payments,
  paymentExceptions,
  orders,
  revenue,
  openHolds,
  postbacks,
  prices,
  creditPacks,
  ledgerVerifications,
  ledgerStatements,
  grants,
  reversals,
  refunds,
  // Chat (chat-room)
  chatSessions,
];
