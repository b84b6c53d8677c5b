import { type DynamicModule, Inject, Module, type OnModuleInit, type Provider, type Type } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CqrsModule } from '@nestjs/cqrs';
import { on, RUNTIME, type Runtime, ServiceDatabaseModule, type ServiceDb } from '@dating/platform';
import { MemberBannedEvent, MemberSessionsEndedEvent, MemberUnbannedEvent } from '@dating/identity/contracts';
import { ChatFlagsController } from './admin/chat-flags/chat-flags.controller.js';
import { ChatAdminController } from './admin/chat-sessions/chat-admin.controller.js';
import { ChatAuthGuard } from './auth/chat-auth.guard.js';
import { ChatTokens } from './auth/chat-tokens.js';
import { BillingTicker } from './billing/billing-ticker.js';
import { BILLING_TIMERS, billingTimersFor } from './billing/billing-timers.js';
import { ChatBilling } from './billing/chat-billing.js';
import { CHAT_OPTIONS, chatOptions, type ChatOptions } from './chat-options.js';
import './chat-room-site-codes.js';
import { CHAT_DB, CHAT_SCHEMA } from './chat-room.tokens.js';
import { ChatAuthController } from './commands/chat-auth/chat-auth.controller.js';
import { OpenPhotoForSaleController, OpenPhotoForSaleHandler } from './commands/open-photo-for-sale/open-photo-for-sale.js';
import { SendMessageHandler } from './commands/send-message/send-message.handler.js';
import { ViewInvitesHandler } from './commands/view-invites/view-invites.js';
import { CHAT_MIGRATIONS } from './infrastructure/migrations/index.js';
import { PresenceStore } from './infrastructure/presence.store.js';
import { DialogHistoryController } from './queries/dialog-history/dialog-history.controller.js';
import { DialogHistoryHandler } from './queries/dialog-history/dialog-history.handler.js';
import { InvitesController, InvitesHandler } from './queries/invites/invites.js';
import { LiveCamController, LiveCamHandler } from './queries/live-cam/live-cam.js';
import { OnlineUsersController, OnlineUsersHandler } from './queries/online-users/online-users.js';
import { chatPriceReaction, memberCardReactions } from './reactions/member-cards.reaction.js';
import { socketNotificationReactions } from './reactions/socket-notifications.reaction.js';
import { ChatNotifier } from './realtime/chat-notifier.js';
import { ChatSocketServer } from './realtime/chat-socket.server.js';

const DATABASE = ServiceDatabaseModule.forService({ token: CHAT_DB, schema: CHAT_SCHEMA, migrations: CHAT_MIGRATIONS });

const CONTROLLERS: Type[] = [
  ChatAuthController,
  DialogHistoryController,
  OnlineUsersController,
  InvitesController,
  LiveCamController,
  OpenPhotoForSaleController,
  ChatAdminController,
  ChatFlagsController,
];

const HANDLERS: Provider[] = [
  SendMessageHandler,
  ViewInvitesHandler,
  OpenPhotoForSaleHandler,
  DialogHistoryHandler,
  OnlineUsersHandler,
  InvitesHandler,
  LiveCamHandler,
];

const INFRASTRUCTURE: Provider[] = [
  ChatTokens,
  ChatAuthGuard,
  ChatNotifier,
  // The billing sessions' timers: in Redis when the runtime has it (REDIS_URL), else PostgreSQL's next_tick_at alone.
  { provide: BILLING_TIMERS, inject: [RUNTIME], useFactory: (runtime: Runtime) => billingTimersFor(runtime) },
  ChatBilling,
  ChatSocketServer,
  BillingTicker,
  // One id per process start: the sockets it holds are counted under it until its heartbeat stops.
  { provide: PresenceStore, inject: [CHAT_DB], useFactory: (db: ServiceDb) => new PresenceStore(db, randomUUID()) },
];

/**
 * chat-room: the chat API (/chat-api/v1), the socket, presence and per-minute billing of chats.
 * Needs RuntimeModule.forRoot(...) and an ACCESS_TOKEN_VERIFIER (identity's, in-process or remote)
 * in the app, and LEDGER_PORT (billing's module in-process, or the gRPC client in split mode).
 */
@Module({})
export class ChatRoomModule implements OnModuleInit {
  constructor(
    @Inject(CHAT_DB) private readonly db: ServiceDb,
    @Inject(ChatNotifier) private readonly notifier: ChatNotifier,
  ) {}

  /** `options` override the environment (CHAT_BILLING_MINUTE_MS, ...); a bad value stops the start with a message naming it. */
  static register(options: Partial<ChatOptions> = {}): DynamicModule {
    return {
      module: ChatRoomModule,
      imports: [CqrsModule, DATABASE],
      controllers: CONTROLLERS,
      providers: [{ provide: CHAT_OPTIONS, useFactory: () => chatOptions(options) }, ...INFRASTRUCTURE, ...HANDLERS],
      exports: [DATABASE],
    };
  }

  onModuleInit(): void {
    this.db.onEvents('chat-room.member-cards', memberCardReactions());
    this.db.onEvents('chat-room.prices', [chatPriceReaction()]);
    // Letters, winks, favorites and visits aimed at a member reach her sockets as socket_notification.
    this.db.onEvents('chat-room.notifications', socketNotificationReactions(this.notifier));
    // A banned member's sessions ended in identity; her sockets close everywhere now (the session check refuses her reconnect),
    // and chat's copy of the ban keeps her out of the online lists, the invites and every message until it is lifted.
    this.db.onEvents('chat-room.bans', [
      on(MemberBannedEvent, async (event, _envelope, manager) => {
        await manager.query(`UPDATE chat_room.members SET banned_at = now() WHERE member_id = $1`, [event.memberId]);
        await this.notifier.disconnectMember(event.memberId);
      }),
      on(MemberUnbannedEvent, async (event, _envelope, manager) => {
        await manager.query(`UPDATE chat_room.members SET banned_at = NULL WHERE member_id = $1`, [event.memberId]);
      }),
    ]);
    // A sign-out or a password change ended sessions: the sockets opened under them close now, not at their next session check.
    this.db.onEvents('chat-room.sessions', [on(MemberSessionsEndedEvent, async (event) => this.notifier.disconnectSessions(event.sessionIds))]);
  }
}
