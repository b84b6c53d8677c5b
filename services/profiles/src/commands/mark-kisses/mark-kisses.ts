import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentMember, encodeEvent, MemberOnly, type MemberPrincipal, type ServiceDb } from '@dating/platform';
import { WinksSeenEvent } from '../../contracts/social-events.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { markTarget, MarkSeenDto } from '../../http/social-params.js';
import { UNSEEN_WINKS } from '../../infrastructure/social.js';
import { memberIdParam } from '../../infrastructure/profile.reader.js';
import { PROFILES_DB } from '../../profiles.tokens.js';

/** kiss/mark: the member's received winks (all, or one sender's) become seen; answers the unseen count left. */
export class MarkKissesCommand extends Command<{ marked: number; winks_new: number }> {
  constructor(
    readonly memberId: string,
    readonly senderId: string | null,
  ) {
    super();
  }
}

@CommandHandler(MarkKissesCommand)
export class MarkKissesHandler implements ICommandHandler<MarkKissesCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ memberId, senderId }: MarkKissesCommand): Promise<{ marked: number; winks_new: number }> {
    if (memberIdParam(memberId) === null) return { marked: 0, winks_new: 0 };
    return this.db.transaction(async (tx) => {
      // Only rows received by the caller: another member's id marks nothing of anyone else's.
      const marked = await tx.query(
        `WITH m AS (UPDATE profiles.winks SET seen_at = now() WHERE receiver_id = $1 AND seen_at IS NULL AND ($2::bigint IS NULL OR sender_id = $2) RETURNING 1 AS m)
         SELECT m FROM m`,
        [memberId, senderId],
      );
      // What is left to see, as the header counts it.
      const [left] = await tx.query<{ n: number }>(`SELECT (${UNSEEN_WINKS}) AS n`, [memberId]);
      if (marked.length)
        await tx.publish([encodeEvent(WinksSeenEvent, { memberId, senderId: senderId ?? '' }, { streamId: memberId, actor: `member:${memberId}` })]);
      return { marked: marked.length, winks_new: left!.n };
    });
  }
}

@Controller('api')
@RecordsActivity()
export class MarkKissesController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/kiss/mark `mark_all` or `target_user_id` → `{ marked, winks_new }`. */
  @Post('kiss/mark')
  @MemberOnly()
  mark(@CurrentMember() member: MemberPrincipal, @Body() dto: MarkSeenDto) {
    return this.commands.execute(new MarkKissesCommand(member.id, markTarget(dto)));
  }
}
