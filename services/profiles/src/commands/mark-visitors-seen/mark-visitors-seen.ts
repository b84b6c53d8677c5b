import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentMember, encodeEvent, MemberOnly, type MemberPrincipal, type ServiceDb } from '@dating/platform';
import { VisitorsSeenEvent } from '../../contracts/social-events.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { markTarget, MarkSeenDto } from '../../http/social-params.js';
import { UNSEEN_VISITS } from '../../infrastructure/social.js';
import { memberIdParam } from '../../infrastructure/profile.reader.js';
import { PROFILES_DB } from '../../profiles.tokens.js';

/** guest/mark-seen: the caller's visitors (all, or one) become seen; answers the unseen count left (spec section 4: it goes to 0). */
export class MarkVisitorsSeenCommand extends Command<{ marked: number; visitors_new: number }> {
  constructor(
    readonly memberId: string,
    readonly visitorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(MarkVisitorsSeenCommand)
export class MarkVisitorsSeenHandler implements ICommandHandler<MarkVisitorsSeenCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ memberId, visitorId }: MarkVisitorsSeenCommand) {
    if (memberIdParam(memberId) === null) return { marked: 0, visitors_new: 0 };
    return this.db.transaction(async (tx) => {
      const marked = await tx.query(
        `WITH m AS (UPDATE profiles.visits SET seen_at = now() WHERE visited_id = $1 AND seen_at IS NULL AND ($2::bigint IS NULL OR visitor_id = $2) RETURNING 1 AS m)
         SELECT m FROM m`,
        [memberId, visitorId],
      );
      // What is left to see, as the header counts it.
      const [left] = await tx.query<{ n: number }>(`SELECT (${UNSEEN_VISITS}) AS n`, [memberId]);
      if (marked.length)
        await tx.publish([encodeEvent(VisitorsSeenEvent, { memberId, visitorId: visitorId ?? '' }, { streamId: memberId, actor: `member:${memberId}` })]);
      return { marked: marked.length, visitors_new: left!.n };
    });
  }
}

@Controller('api')
@RecordsActivity()
export class MarkVisitorsSeenController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/guest/mark-seen `mark_all` or `target_user_id` → `{ marked, visitors_new }`. */
  @Post('guest/mark-seen')
  @MemberOnly()
  mark(@CurrentMember() member: MemberPrincipal, @Body() dto: MarkSeenDto) {
    return this.commands.execute(new MarkVisitorsSeenCommand(member.id, markTarget(dto)));
  }
}
