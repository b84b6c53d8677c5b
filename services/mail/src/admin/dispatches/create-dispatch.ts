import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { encodeEvent, isRecordId, readAdminRecord, recordStaffAction, type ServiceDb, SiteError, type StaffActor } from '@dating/platform';
import { FORM_RULES, formatMessage, VALIDATION_MESSAGES } from '@dating/rules';
import { DispatchCreatedEvent } from '../../contracts/mail-events.js';
import { DISPATCH_RECIPIENTS_MAX, DISPATCH_RECIPIENTS_MESSAGE } from '../../domain/dispatches.js';
import { MAIL_MESSAGES, MailError } from '../../domain/mail-errors.js';
import { MAIL_DB, MAIL_SERVICE_NAME } from '../../mail.tokens.js';
import { memberOf } from '../../infrastructure/letters.js';
import { checkDispatchRecipients } from '../../infrastructure/dispatches.js';
import { MailPorts } from '../../ports/mail-ports.js';
import { toIdList } from '../../http/validation.js';
import { DISPATCHES } from './dispatches.resource.js';

export { DISPATCH_RECIPIENTS_MAX };

export interface DispatchRequest {
  ladyId: string;
  subject: string;
  message: string;
  recipientIds: string[];
  idempotencyKey: string | null;
}

/** Checks a create body field by field (errors under their fields, 10002), as the admin forms show them. */
export function parseDispatchRequest(body: Record<string, unknown>): DispatchRequest {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] = [message]);
  const ladyId = typeof body.lady_id === 'number' ? String(body.lady_id) : body.lady_id;
  if (!isRecordId(ladyId)) fail('lady_id', 'The lady_id field must be a member id');
  const text = (field: 'subject' | 'message', rule: (typeof FORM_RULES.sendLetter)['subject' | 'message']) => {
    const value = body[field];
    if (typeof value !== 'string' || !value.trim()) return void fail(field, formatMessage(VALIDATION_MESSAGES.required, { label: rule.label }));
    if (value.length > rule.max!) fail(field, formatMessage(VALIDATION_MESSAGES.maxLetter, { label: rule.label, max: rule.max! }));
  };
  text('subject', FORM_RULES.sendLetter.subject);
  text('message', FORM_RULES.sendLetter.message);
  const ids = toIdList({ value: body.recipient_ids });
  const valid = Array.isArray(ids) && ids.length > 0 && ids.length <= DISPATCH_RECIPIENTS_MAX && ids.every((id) => isRecordId(id));
  if (!valid) fail('recipient_ids', DISPATCH_RECIPIENTS_MESSAGE);
  const key = body.idempotency_key;
  if (key !== undefined && key !== null && (typeof key !== 'string' || !/^[\w:.-]{1,100}$/.test(key)))
    fail('idempotency_key', 'The idempotency_key field is invalid');
  if (Object.keys(errors).length) throw new SiteError(10002, Object.values(errors)[0]![0], errors);
  return {
    ladyId: ladyId as string,
    subject: body.subject as string,
    message: body.message as string,
    recipientIds: [...new Set(ids as string[])],
    idempotencyKey: (key as string | undefined) ?? null,
  };
}

/** A moderator queues a lady's dispatch; the dispatch job sends the copies at its bounded rate. */
export class CreateDispatchCommand extends Command<Record<string, unknown>> {
  constructor(
    readonly request: DispatchRequest,
    readonly actor: StaffActor,
    /** The agency moderator's agency; null for a site moderator or an admin (every lady). */
    readonly agencyScope: string | null | undefined,
  ) {
    super();
  }
}

@CommandHandler(CreateDispatchCommand)
export class CreateDispatchHandler implements ICommandHandler<CreateDispatchCommand> {
  constructor(
    @Inject(MAIL_DB) private readonly db: ServiceDb,
    @Inject(MailPorts) private readonly ports: MailPorts,
  ) {}

  async execute({ request, actor, agencyScope }: CreateDispatchCommand): Promise<Record<string, unknown>> {
    const [lady] = await this.ports.directory().cardsOf([request.ladyId]);
    if (!lady || lady.userType !== 'woman') throw new SiteError(10002, 'The lady_id field must be a lady', { lady_id: ['The lady_id field must be a lady'] });
    if (actor.role === 'agency_moderator' && (!agencyScope || lady.agencyId !== agencyScope)) throw new MailError('MAIL.DISPATCH_FORBIDDEN');
    if ((await memberOf(this.db, request.ladyId))?.banned) throw new MailError('MAIL.DISPATCH_LADY_BANNED');
    await checkDispatchRecipients(this.db, this.ports, request.ladyId, request.recipientIds);
    return this.db.transaction(async (tx) => {
      if (request.idempotencyKey) {
        // A retry (the same lady, subject, text and men) answers the first dispatch; any other request under the key is
        // 10027, so a key never answers a dispatch this request did not make (another agency's, or a lady's proposal).
        // Racing retries (a double click) wait for each other here rather than both inserting.
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext('mail.dispatch-create'), hashtext($1))`, [request.idempotencyKey]);
        const [known] = await tx.query<{ id: string; same: boolean }>(
          `SELECT d.id::text,
                  d.lady_id = $2::bigint AND d.subject = $3 AND d.message = $4 AND d.created_by NOT LIKE 'member:%'
                    AND (SELECT array_agg(r.man_id ORDER BY r.man_id) FROM mail.dispatch_recipients r WHERE r.dispatch_id = d.id)
                      = (SELECT array_agg(x ORDER BY x) FROM unnest($5::bigint[]) x) AS same
             FROM mail.dispatches d WHERE d.idempotency_key = $1`,
          [request.idempotencyKey, request.ladyId, request.subject, request.message, request.recipientIds],
        );
        if (known && !known.same) throw new MailError('MAIL.DISPATCH_KEY_REUSED', undefined, { idempotency_key: [MAIL_MESSAGES.dispatchKeyReused] });
        if (known) return (await readAdminRecord(tx, DISPATCHES, known.id))!;
      }
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO mail.dispatches (lady_id, agency_id, subject, message, total, created_by, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text`,
        [request.ladyId, lady.agencyId, request.subject, request.message, request.recipientIds.length, actor.staffId, request.idempotencyKey],
      );
      await tx.query(`INSERT INTO mail.dispatch_recipients (dispatch_id, man_id) SELECT $1, unnest($2::bigint[])`, [row!.id, request.recipientIds]);
      const after = await readAdminRecord(tx, DISPATCHES, row!.id);
      await tx.publish([
        encodeEvent(
          DispatchCreatedEvent,
          {
            dispatchId: row!.id,
            ladyId: request.ladyId,
            agencyId: lady.agencyId ?? '',
            recipients: BigInt(request.recipientIds.length),
            staffId: actor.staffId,
          },
          { streamId: request.ladyId, actor: `staff:${actor.staffId}` },
        ),
      ]);
      await recordStaffAction(tx, MAIL_SERVICE_NAME, actor, { action: 'dispatch.create', resource: 'dispatches', recordId: row!.id, before: null, after });
      return after!;
    });
  }
}
