import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentMember, encodeEvent, MemberOnly, type MemberPrincipal, type ServiceDb } from '@dating/platform';
import { SOCIAL_MESSAGES } from '@dating/rules';
import { WinkSentEvent } from '../../contracts/social-events.js';
import { ProfilesError } from '../../domain/profile-errors.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { TargetDto } from '../../http/social-params.js';
import { counterpart, type Member, SqlBlockList } from '../../infrastructure/social.js';
import { PROFILES_DB } from '../../profiles.tokens.js';

export interface WinkSentView {
  user_id: number;
  wink_back: boolean;
  time_create: string;
}

/** kiss/make-kiss `target_user_id`: a wink at a member of the other sex who has not blocked the sender. */
export class MakeKissCommand extends Command<WinkSentView> {
  constructor(
    readonly sender: Member,
    readonly targetId: number,
  ) {
    super();
  }
}

@CommandHandler(MakeKissCommand)
export class MakeKissHandler implements ICommandHandler<MakeKissCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ sender, targetId }: MakeKissCommand): Promise<WinkSentView> {
    const receiver = await counterpart(this.db, sender, targetId);
    if (await new SqlBlockList(this.db).eitherBlocked(sender.id, receiver.id)) throw new ProfilesError('PROFILES.IGNORED');
    const now = new Date();
    return this.db.transaction(async (tx) => {
      // decideWink's rule in the statement itself, so two concurrent winks send one: a row is
      // (re)written only when there is none or the receiver answered the last one.
      const sent = await tx.query(
        `INSERT INTO profiles.winks AS w (sender_id, receiver_id, sent_at) VALUES ($1, $2, $3)
         ON CONFLICT (sender_id, receiver_id) DO UPDATE SET sent_at = $3, seen_at = NULL, answered_at = NULL, winks = w.winks + 1
         WHERE w.answered_at IS NOT NULL RETURNING 1 AS sent`,
        [sender.id, receiver.id, now],
      );
      if (!sent.length) throw new ProfilesError('PROFILES.ALREADY_DONE', SOCIAL_MESSAGES.winkRepeated);
      const answered = await tx.query(
        `WITH a AS (UPDATE profiles.winks SET answered_at = $3 WHERE sender_id = $2 AND receiver_id = $1 AND answered_at IS NULL RETURNING 1 AS a) SELECT a FROM a`,
        [sender.id, receiver.id, now],
      );
      const winkBack = answered.length > 0;
      await tx.publish([
        encodeEvent(
          WinkSentEvent,
          { senderId: sender.id, receiverId: receiver.id, sentAtMs: BigInt(now.getTime()), winkBack },
          { streamId: receiver.id, actor: `member:${sender.id}`, occurredAt: now },
        ),
      ]);
      return { user_id: Number(receiver.id), wink_back: winkBack, time_create: now.toISOString() };
    });
  }
}

@Controller('api')
@RecordsActivity()
export class MakeKissController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/kiss/make-kiss `target_user_id` → `{ user_id, wink_back, time_create }`; 10034 while the last wink is unanswered. */
  @Post('kiss/make-kiss')
  @MemberOnly()
  make(@CurrentMember() member: MemberPrincipal, @Body() dto: TargetDto): Promise<WinkSentView> {
    return this.commands.execute(new MakeKissCommand({ id: member.id, userType: member.userType }, dto.target_user_id));
  }
}
