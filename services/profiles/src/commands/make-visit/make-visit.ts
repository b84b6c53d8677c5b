import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal, type ServiceDb } from '@dating/platform';
import type { VisitDecision } from '../../domain/visits.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { TargetDto } from '../../http/social-params.js';
import { counterpart, type Member, SqlBlockList } from '../../infrastructure/social.js';
import { recordVisit } from '../../infrastructure/visits.js';
import { PROFILES_DB } from '../../profiles.tokens.js';

/**
 * guest/make-visit `target_user_id`: records a visit as profile/load does (the same repeat window,
 * the same ProfileVisited), for screens that show a member without loading the profile. A member
 * who blocked the caller records nothing (`visit: 'ignored'`).
 */
export class MakeVisitCommand extends Command<{ user_id: number; visit: VisitDecision | 'ignored' }> {
  constructor(
    readonly visitor: Member,
    readonly targetId: number,
  ) {
    super();
  }
}

@CommandHandler(MakeVisitCommand)
export class MakeVisitHandler implements ICommandHandler<MakeVisitCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ visitor, targetId }: MakeVisitCommand) {
    const target = await counterpart(this.db, visitor, targetId);
    if (await new SqlBlockList(this.db).eitherBlocked(visitor.id, target.id)) return { user_id: Number(target.id), visit: 'ignored' as const };
    const visit = await this.db.transaction((tx) => recordVisit(tx, visitor.id, target.id));
    return { user_id: Number(target.id), visit };
  }
}

@Controller('api')
@RecordsActivity()
export class MakeVisitController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/guest/make-visit `target_user_id` → `{ user_id, visit: 'first' | 'again' | 'repeat' | 'ignored' }`. */
  @Post('guest/make-visit')
  @MemberOnly()
  visit(@CurrentMember() member: MemberPrincipal, @Body() dto: TargetDto) {
    return this.commands.execute(new MakeVisitCommand({ id: member.id, userType: member.userType }, dto.target_user_id));
  }
}
