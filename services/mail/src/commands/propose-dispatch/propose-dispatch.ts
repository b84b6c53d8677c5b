import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ClientId, CurrentMember, encodeEvent, MemberOnly, type MemberPrincipal, type ServiceDb, type Transaction } from '@dating/platform';
import { FORM_RULES } from '@dating/rules';
import { DispatchProposedEvent } from '../../contracts/mail-events.js';
import {
  DISPATCH_LIMIT_MESSAGE,
  DISPATCH_PROPOSALS_PER_DAY,
  DISPATCH_RECIPIENTS_MAX,
  DISPATCH_RECIPIENTS_MESSAGE,
  proposalKey,
  proposerOf,
} from '../../domain/dispatches.js';
import { MailError } from '../../domain/mail-errors.js';
import {
  checkDispatchRecipients,
  LADY_DISPATCH_COLUMNS,
  type LadyDispatchRow,
  type LadyDispatchView,
  ladyDispatchView,
} from '../../infrastructure/dispatches.js';
import { IdList, LetterText } from '../../http/validation.js';
import { MAIL_DB } from '../../mail.tokens.js';
import { MailPorts } from '../../ports/mail-ports.js';

/** letter/dispatch: a lady proposes one letter to many men; her agency's moderator approves it before anything is sent. */
export class ProposeDispatchCommand extends Command<LadyDispatchView> {
  constructor(
    readonly ladyId: string,
    readonly subject: string,
    readonly message: string,
    readonly recipientIds: string[],
    readonly clientKey: string,
  ) {
    super();
  }
}

/**
 * Stores the proposal in `awaiting_approval` with its recipients and DispatchProposed, in one
 * transaction; the dispatch job sends nothing until a moderator approves it. Recipients must be
 * men, with no block between them and her either way. A retry with the same client key answers the
 * first proposal (another request under that key is 10027); a lady proposes at most
 * DISPATCH_PROPOSALS_PER_DAY in 24 hours, counted under a per-lady lock so concurrent proposals
 * cannot pass it together.
 */
@CommandHandler(ProposeDispatchCommand)
export class ProposeDispatchHandler implements ICommandHandler<ProposeDispatchCommand> {
  constructor(
    @Inject(MAIL_DB) private readonly db: ServiceDb,
    @Inject(MailPorts) private readonly ports: MailPorts,
  ) {}

  async execute(command: ProposeDispatchCommand): Promise<LadyDispatchView> {
    const { ladyId, subject, message, clientKey } = command;
    const recipientIds = [...new Set(command.recipientIds)];
    const key = proposalKey(ladyId, clientKey);
    const known = await this.byKey(this.db, key, command, recipientIds);
    if (known) return known;

    await checkDispatchRecipients(this.db, this.ports, ladyId, recipientIds);
    const [lady] = await this.ports.directory().cardsOf([ladyId]);
    const agencyId = lady?.agencyId ?? null;

    const view = await this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('mail.dispatch-proposal'), hashtext($1))`, [ladyId]);
      const twin = await this.byKey(tx, key, command, recipientIds);
      if (twin) return twin;
      const [{ n }] = (await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail.dispatches WHERE lady_id = $1 AND created_by = $2 AND created_at > now() - interval '1 day'`,
        [ladyId, proposerOf(ladyId)],
      )) as [{ n: number }];
      if (n >= DISPATCH_PROPOSALS_PER_DAY) throw new MailError('MAIL.DISPATCH_LIMIT', DISPATCH_LIMIT_MESSAGE);
      const [row] = await tx.query<LadyDispatchRow>(
        `INSERT INTO mail.dispatches AS d (lady_id, agency_id, subject, message, state, total, created_by, idempotency_key)
         VALUES ($1, $2, $3, $4, 'awaiting_approval', $5, $6, $7) RETURNING ${LADY_DISPATCH_COLUMNS}`,
        [ladyId, agencyId, subject, message, recipientIds.length, proposerOf(ladyId), key],
      );
      await tx.query(`INSERT INTO mail.dispatch_recipients (dispatch_id, man_id) SELECT $1, unnest($2::bigint[])`, [row!.id, recipientIds]);
      await tx.publish([
        encodeEvent(
          DispatchProposedEvent,
          { dispatchId: row!.id, ladyId, agencyId: agencyId ?? '', recipients: BigInt(recipientIds.length) },
          { streamId: ladyId, actor: `member:${ladyId}` },
        ),
      ]);
      return ladyDispatchView(row!);
    });
    this.db.relay.kick();
    return view;
  }

  /** Her proposal under this key, if any: the same request answers it again, another one is refused. */
  private async byKey(sql: ServiceDb | Transaction, key: string, command: ProposeDispatchCommand, recipientIds: string[]): Promise<LadyDispatchView | null> {
    const [row] = await sql.query<LadyDispatchRow & { same_men: boolean }>(
      `SELECT ${LADY_DISPATCH_COLUMNS},
              (SELECT array_agg(r.man_id ORDER BY r.man_id) FROM mail.dispatch_recipients r WHERE r.dispatch_id = d.id)
                = (SELECT array_agg(x ORDER BY x) FROM unnest($2::bigint[]) x) AS same_men
         FROM mail.dispatches d WHERE d.idempotency_key = $1`,
      [key, recipientIds],
    );
    if (!row) return null;
    if (row.subject !== command.subject || row.message !== command.message || !row.same_men) throw new MailError('MAIL.DISPATCH_KEY_REUSED');
    return ladyDispatchView(row);
  }
}

/** letter/dispatch: `subject` (≤100), `message` (≤5000), `recipient_ids` (JSON list of 1 to 500 men), `client_dispatch_id`. */
export class ProposeDispatchDto {
  @LetterText(FORM_RULES.sendLetter.subject)
  subject!: string;

  @LetterText(FORM_RULES.sendLetter.message)
  message!: string;

  @IdList('recipient_ids', { required: true, max: DISPATCH_RECIPIENTS_MAX, emptyMessage: DISPATCH_RECIPIENTS_MESSAGE })
  recipient_ids!: string[];

  @ClientId('client_dispatch_id')
  client_dispatch_id?: string;
}

@Controller('api')
export class ProposeDispatchController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/letter/dispatch → the proposal as she reads it (`state: awaiting_approval`); women only (a man: 10024). */
  @Post('letter/dispatch')
  @MemberOnly('woman')
  propose(@CurrentMember() member: MemberPrincipal, @Body() dto: ProposeDispatchDto): Promise<LadyDispatchView> {
    return this.commands.execute(new ProposeDispatchCommand(member.id, dto.subject, dto.message, dto.recipient_ids, dto.client_dispatch_id ?? randomUUID()));
  }
}
