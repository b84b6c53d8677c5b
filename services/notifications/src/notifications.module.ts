import { type DynamicModule, Inject, Module, type OnModuleInit, type Provider, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { type Reaction, ServiceDatabaseModule, type ServiceDb } from '@dating/platform';
import { MarkNotificationsSeenController } from './commands/mark-notifications-seen/mark-notifications-seen.controller.js';
import { MarkNotificationsSeenHandler } from './commands/mark-notifications-seen/mark-notifications-seen.handler.js';
import { NOTIFICATIONS_MIGRATIONS } from './infrastructure/migrations/index.js';
import './notifications-site-codes.js';
import { NOTIFICATIONS_OPTIONS, type NotificationsOptions, notificationsOptions } from './notifications-options.js';
import { NOTIFICATIONS_DB, NOTIFICATIONS_SCHEMA } from './notifications.tokens.js';
import { NotificationsPorts } from './ports/notifications-ports.js';
import { CountUnreadNotificationsController } from './queries/count-unread-notifications/count-unread-notifications.controller.js';
import { CountUnreadNotificationsHandler } from './queries/count-unread-notifications/count-unread-notifications.handler.js';
import { GetNewsController } from './queries/get-news/get-news.controller.js';
import { GetNewsHandler } from './queries/get-news/get-news.handler.js';
import { GetNotificationsController } from './queries/get-notifications/get-notifications.controller.js';
import { GetNotificationsHandler } from './queries/get-notifications/get-notifications.handler.js';
import { SendEmailDigestsJob } from './jobs/send-email-digests.job.js';
import { newsFromProfiles } from './reactions/news.reaction.js';
import { bansFromIdentity } from './reactions/bans.reaction.js';
import { notificationsFromEvents } from './reactions/notifications.reaction.js';
import { socialGraphFromProfiles } from './reactions/social-graph.reaction.js';

const DATABASE = ServiceDatabaseModule.forService({ token: NOTIFICATIONS_DB, schema: NOTIFICATIONS_SCHEMA, migrations: NOTIFICATIONS_MIGRATIONS });

const HANDLERS: Provider[] = [GetNotificationsHandler, CountUnreadNotificationsHandler, MarkNotificationsSeenHandler, GetNewsHandler];

/** Member routes (notifications/..., user-news/...). */
const CONTROLLERS: Type[] = [GetNotificationsController, CountUnreadNotificationsController, MarkNotificationsSeenController, GetNewsController];

/**
 * notifications' consumers of other services' events, by consumer group (each its own inbox): three,
 * because FavoriteAdded feeds both a notification and the favorites copy and a consumer has one
 * reaction per event type.
 */
export const NOTIFICATIONS_CONSUMERS: Readonly<Record<string, () => Reaction[]>> = {
  'notifications.notify': notificationsFromEvents,
  'notifications.social-graph': socialGraphFromProfiles,
  'notifications.news': newsFromProfiles,
  'notifications.member-bans': bansFromIdentity,
};

/**
 * notifications: each member's notifications and the news (spec sections 1 to 4, 7), read models of
 * mail's and profiles' events; names, avatars and photo previews from profiles' MEMBER_DIRECTORY
 * when the app provides it; e-mail digests of what a member has not seen, sent by identity. Needs RuntimeModule.forRoot(...) and an ACCESS_TOKEN_VERIFIER in the app.
 */
@Module({})
export class NotificationsModule implements OnModuleInit {
  constructor(@Inject(NOTIFICATIONS_DB) private readonly db: ServiceDb) {}

  static register(options: Partial<NotificationsOptions> = {}): DynamicModule {
    return {
      module: NotificationsModule,
      imports: [CqrsModule, DATABASE],
      providers: [{ provide: NOTIFICATIONS_OPTIONS, useFactory: () => notificationsOptions(options) }, NotificationsPorts, ...HANDLERS, SendEmailDigestsJob],
      controllers: CONTROLLERS,
      exports: [DATABASE, SendEmailDigestsJob],
    };
  }

  onModuleInit(): void {
    for (const [consumer, reactions] of Object.entries(NOTIFICATIONS_CONSUMERS)) this.db.onEvents(consumer, reactions());
  }
}
