import { kernelMigrations } from '@dating/platform';
import type { MigrationInterface } from 'typeorm';
import { NOTIFICATIONS_SCHEMA } from '../../notifications.tokens.js';
import { NotificationsTables1768000000000 } from './1768000000000-notifications-tables.js';
import { GiftNotifications1768000000100 } from './1768000000100-gift-notifications.js';
import { DecisionNotifications1768600000000 } from './1768600000000-decision-notifications.js';
import { ReportNotifications1768700000000 } from './1768700000000-report-notifications.js';
import { EmailDigests1768800000000 } from './1768800000000-email-digests.js';
import { MemberBans1768900000000 } from './1768900000000-member-bans.js';
import { ExpiryNotifications1769000000000 } from './1769000000000-expiry-notifications.js';

/** Every migration of the notifications schema, in order: the platform's outbox and inbox first. */
export const NOTIFICATIONS_MIGRATIONS: (new () => MigrationInterface)[] = [
  ...kernelMigrations(NOTIFICATIONS_SCHEMA),
  NotificationsTables1768000000000,
  GiftNotifications1768000000100,
  DecisionNotifications1768600000000,
  ReportNotifications1768700000000,
  EmailDigests1768800000000,
  MemberBans1768900000000,
  ExpiryNotifications1769000000000,
];
