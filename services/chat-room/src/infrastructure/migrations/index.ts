import { kernelMigrations } from '@dating/platform';
import type { MigrationInterface } from 'typeorm';
import { CHAT_SCHEMA } from '../../chat-room.tokens.js';
import { ChatTables1765000000000 } from './1765000000000-chat-tables.js';
import { BillingSessions1765000000100 } from './1765000000100-billing-sessions.js';
import { LiveCam1765000000200 } from './1765000000200-live-cam.js';
import { ActiveSessionMembers1765000000300 } from './1765000000300-active-session-members.js';
import { InvitesViewed1765000000400 } from './1765000000400-invites-viewed.js';
import { MessageFlags1765000000500 } from './1765000000500-message-flags.js';
import { MemberBans1765000000600 } from './1765000000600-member-bans.js';

/** Every migration of the chat_room schema, in order: the platform's outbox and inbox first. */
export const CHAT_MIGRATIONS: (new () => MigrationInterface)[] = [
  ...kernelMigrations(CHAT_SCHEMA),
  ChatTables1765000000000,
  BillingSessions1765000000100,
  LiveCam1765000000200,
  ActiveSessionMembers1765000000300,
  InvitesViewed1765000000400,
  MessageFlags1765000000500,
  MemberBans1765000000600,
];
