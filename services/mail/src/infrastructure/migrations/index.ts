import { kernelMigrations } from '@dating/platform';
import type { MigrationInterface } from 'typeorm';
import { MAIL_SCHEMA } from '../../mail.tokens.js';
import { MailTables1766000000000 } from './1766000000000-mail-tables.js';
import { DispatchApproval1767000000000 } from './1767000000000-dispatch-approval.js';
import { GiftThanks1768500000000 } from './1768500000000-gift-thanks.js';
import { MemberBans1769000000000 } from './1769000000000-member-bans.js';

/** Every migration of the mail schema, in order: the platform's outbox and inbox first. */
export const MAIL_MIGRATIONS: (new () => MigrationInterface)[] = [
  ...kernelMigrations(MAIL_SCHEMA),
  MailTables1766000000000,
  DispatchApproval1767000000000,
  GiftThanks1768500000000,
  MemberBans1769000000000,
];
