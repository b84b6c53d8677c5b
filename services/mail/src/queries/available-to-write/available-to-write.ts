import { Body, Controller, Inject, Post } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal, type ServiceDb, WholeNumber } from '@dating/platform';
import { type WriteRefusal, writeRefusal } from '../../domain/letters.js';
import { heWroteToHer, memberOf } from '../../infrastructure/letters.js';
import { MAIL_DB } from '../../mail.tokens.js';
import { MailPorts } from '../../ports/mail-ports.js';

export interface AvailableToWrite {
  user_id: number;
  /** letter/send-letter to this member would be accepted (credits aside: a man short of them is told on sending). */
  available: boolean;
  /** Why not: own_mailbox, not_found, same_sex, lady_first_letter (a lady writes only after his letter) or blocked; null when available. */
  reason: WriteRefusal | null;
}

/**
 * letter/avaible-to-write (spelled like the spec's kiss/avaible-to-kiss and bookmark/avaible-to-add):
 * whether the caller may write a letter to the target now, so the member site shows Write only
 * when send-letter would take it. The same rules as SendLetterHandler (domain `writeRefusal`).
 */
export class AvailableToWriteQuery extends Query<AvailableToWrite> {
  constructor(
    readonly sender: { id: string; userType: 'man' | 'woman' },
    readonly targetId: string,
  ) {
    super();
  }
}

@QueryHandler(AvailableToWriteQuery)
export class AvailableToWriteHandler implements IQueryHandler<AvailableToWriteQuery> {
  constructor(
    @Inject(MAIL_DB) private readonly db: ServiceDb,
    @Inject(MailPorts) private readonly ports: MailPorts,
  ) {}

  async execute({ sender, targetId }: AvailableToWriteQuery): Promise<AvailableToWrite> {
    const row = await memberOf(this.db, targetId);
    // A banned member is not found, as on sending.
    const recipient = row && !row.banned ? { id: row.member_id, userType: row.user_type } : null;
    const counterpart = recipient !== null && recipient.id !== sender.id && recipient.userType !== sender.userType;
    const [heWrote, blocked] = counterpart
      ? await Promise.all([
          sender.userType === 'woman' ? heWroteToHer(this.db, targetId, sender.id) : Promise.resolve(true),
          this.ports.blockedEitherWay(sender.id, targetId),
        ])
      : [false, false];
    const reason = writeRefusal(sender, recipient, { heWrote, blocked });
    return { user_id: Number(targetId), available: reason === null, reason };
  }
}

/** letter/avaible-to-write: `target_user_id`. */
export class AvailableToWriteDto {
  @WholeNumber('target_user_id', { required: true, min: 1 })
  target_user_id!: number;
}

@Controller('api')
export class AvailableToWriteController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/letter/avaible-to-write `target_user_id` → `{ user_id, available, reason }`. */
  @Post('letter/avaible-to-write')
  @MemberOnly()
  check(@CurrentMember() member: MemberPrincipal, @Body() dto: AvailableToWriteDto): Promise<AvailableToWrite> {
    return this.queries.execute(new AvailableToWriteQuery({ id: member.id, userType: member.userType }, String(dto.target_user_id)));
  }
}
