import { agencyWhenMemberAgencyChanged } from './reactions/agency-when-member-agency-changed.reaction.js';
import { banWhenMemberBanned } from './reactions/ban-when-member-banned.reaction.js';
import { giftSendersFromProfiles } from './reactions/gift-senders.reaction.js';
import { type DynamicModule, Inject, Module, type OnModuleInit, type Provider, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ServiceDatabaseModule, type ServiceDb } from '@dating/platform';
import { CreateDispatchHandler } from './admin/dispatches/create-dispatch.js';
import { DecideDispatchHandler } from './admin/dispatches/decide-dispatch.js';
import { SendDispatchesJob } from './admin/dispatches/send-dispatches.job.js';
import { DeliverUnsentLettersJob } from './commands/send-letter/deliver-unsent-letters.job.js';
import { LetterDelivery } from './commands/send-letter/letter-delivery.js';
import { MailAdminController } from './admin/mail-admin.controller.js';
import { FileLettersController, FileLettersHandler } from './commands/file-letters/file-letters.js';
import { MarkReadController, MarkReadHandler } from './commands/mark-read/mark-read.js';
import { ProposeDispatchController, ProposeDispatchHandler } from './commands/propose-dispatch/propose-dispatch.js';
import { SendLetterController } from './commands/send-letter/send-letter.controller.js';
import { SendLetterHandler } from './commands/send-letter/send-letter.handler.js';
import { StarLettersController, StarLettersHandler } from './commands/star-letters/star-letters.js';
import { MAIL_MIGRATIONS } from './infrastructure/migrations/index.js';
import { DEFAULT_MAIL_OPTIONS, type MailOptions } from './mail.options.js';
import './mail-site-codes.js';
import { MAIL_DB, MAIL_OPTIONS, MAIL_SCHEMA } from './mail.tokens.js';
import { MailPorts } from './ports/mail-ports.js';
import { AvailableToWriteController, AvailableToWriteHandler } from './queries/available-to-write/available-to-write.js';
import { GetDialogsController, GetDialogsHandler } from './queries/get-dialogs/get-dialogs.js';
import { GetDispatchesController, GetDispatchesHandler } from './queries/get-dispatches/get-dispatches.js';
import { GetOneDialogController, GetOneDialogHandler } from './queries/get-one-dialog/get-one-dialog.js';
import { UnreadLettersController, UnreadLettersHandler } from './queries/unread-letters/unread-letters.js';
import { unpayLetterWhenChargeReversed } from './reactions/charge-reversed.reaction.js';
import { membersFromProfiles } from './reactions/members.reaction.js';

/** Connections of the mail pool: sends and dialog reads are the hot path (bench:letters). */
export const MAIL_POOL_SIZE = 10;

const DATABASE = ServiceDatabaseModule.forService({ token: MAIL_DB, schema: MAIL_SCHEMA, migrations: MAIL_MIGRATIONS, poolSize: MAIL_POOL_SIZE });

const COMMAND_HANDLERS: Provider[] = [
  SendLetterHandler,
  FileLettersHandler,
  MarkReadHandler,
  StarLettersHandler,
  CreateDispatchHandler,
  ProposeDispatchHandler,
  DecideDispatchHandler,
];
const QUERY_HANDLERS: Provider[] = [GetDialogsHandler, GetOneDialogHandler, UnreadLettersHandler, AvailableToWriteHandler, GetDispatchesHandler];

/** Member routes (letter/..., starred/...). */
const MEMBER_CONTROLLERS: Type[] = [
  GetDialogsController,
  GetOneDialogController,
  UnreadLettersController,
  AvailableToWriteController,
  SendLetterController,
  FileLettersController,
  MarkReadController,
  StarLettersController,
  ProposeDispatchController,
  GetDispatchesController,
];

/**
 * mail: paid letters (spec sections 3, 4, 7), the agency's dispatch and the anti-scam list. Charges
 * through billing's LEDGER_PORT, reads profiles' MEMBER_DIRECTORY (avatars, agencies, attachable
 * photos) and its BLOCK_LIST when the app provides them; follows ProfileOpened / ProfileNameChanged,
 * billing's ChargeReversed and identity's MemberAgencyChanged (a lady's proposals awaiting approval
 * move with her). Needs RuntimeModule.forRoot(...) and an ACCESS_TOKEN_VERIFIER in the app.
 */
@Module({})
export class MailModule implements OnModuleInit {
  constructor(@Inject(MAIL_DB) private readonly db: ServiceDb) {}

  static register(options: Partial<MailOptions> = {}): DynamicModule {
    return {
      module: MailModule,
      imports: [CqrsModule, DATABASE],
      providers: [
        { provide: MAIL_OPTIONS, useValue: { ...DEFAULT_MAIL_OPTIONS, ...options } },
        MailPorts,
        SendDispatchesJob,
        LetterDelivery,
        DeliverUnsentLettersJob,
        ...COMMAND_HANDLERS,
        ...QUERY_HANDLERS,
      ],
      controllers: [...MEMBER_CONTROLLERS, MailAdminController],
      exports: [DATABASE, SendDispatchesJob, LetterDelivery],
    };
  }

  onModuleInit(): void {
    this.db.onEvents('mail.members', membersFromProfiles());
    this.db.onEvents('mail.charge-reversed', [unpayLetterWhenChargeReversed()]);
    this.db.onEvents('mail.gift-senders', [giftSendersFromProfiles()]);
    this.db.onEvents('mail.member-agencies', [agencyWhenMemberAgencyChanged()]);
    this.db.onEvents('mail.member-bans', banWhenMemberBanned());
  }
}
