import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Allow } from 'class-validator';
import { CurrentMember, MemberOnly, type MemberPrincipal, type ServiceDb } from '@dating/platform';
import { checkReport, REPORT_LIMITS, REPORT_MESSAGES } from '@dating/rules';
import { ProfilesError } from '../../domain/profile-errors.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { TargetDto } from '../../http/social-params.js';
import { counterpart, type Member } from '../../infrastructure/social.js';
import { PROFILES_DB } from '../../profiles.tokens.js';

/** `report/add`: `target_user_id`, `reason` and `details`, checked by `checkReport` (the form's check too). */
export class ReportMemberDto extends TargetDto {
  @Allow()
  reason?: unknown;

  @Allow()
  details?: unknown;
}

/**
 * A member reports another (ours; the spec has no such call): it waits, open, in the back
 * office's `member-reports` for a site moderator. One open report per pair, and at most
 * REPORT_LIMITS.perDay a day, so reports cannot be used to flood the moderators or bury a member.
 * The reported member is never told, nor who reported her.
 */
export class ReportMemberCommand extends Command<{ report_id: number; user_id: number }> {
  constructor(
    readonly member: Member,
    readonly targetId: number,
    readonly input: { reason?: unknown; details?: unknown },
  ) {
    super();
  }
}

@CommandHandler(ReportMemberCommand)
export class ReportMemberHandler implements ICommandHandler<ReportMemberCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ member, targetId, input }: ReportMemberCommand) {
    const target = await counterpart(this.db, member, targetId);
    const checked = checkReport(input);
    if (!checked.ok) throw new ProfilesError('PROFILES.INVALID', Object.values(checked.details)[0]![0]!, checked.details);
    return this.db.transaction(async (tx) => {
      // One reporter's reports one at a time, so two at once cannot both pass the daily count.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('member-report:' || $1, 0))`, [member.id]);
      const [{ today }] = await tx.query<{ today: number }>(
        `SELECT count(*)::int AS today FROM profiles.member_reports WHERE reporter_id = $1 AND created_at > now() - interval '1 day'`,
        [member.id],
      );
      if (today >= REPORT_LIMITS.perDay) throw new ProfilesError('PROFILES.REPORT_LIMIT');
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO profiles.member_reports (reporter_id, reported_id, reason, details) VALUES ($1, $2, $3, $4)
         ON CONFLICT (reporter_id, reported_id) WHERE status = 'open' DO NOTHING RETURNING id`,
        [member.id, target.id, checked.reason, checked.details],
      );
      if (!row) throw new ProfilesError('PROFILES.ALREADY_DONE', REPORT_MESSAGES.alreadyReported);
      return { report_id: Number(row.id), user_id: Number(target.id) };
    });
  }
}

@Controller('api')
@RecordsActivity()
export class ReportMemberController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/report/add `target_user_id`, `reason`, `details` → `{ report_id, user_id }`. */
  @Post('report/add')
  @MemberOnly()
  report(@CurrentMember() member: MemberPrincipal, @Body() dto: ReportMemberDto) {
    return this.commands.execute(
      new ReportMemberCommand({ id: member.id, userType: member.userType }, dto.target_user_id, { reason: dto.reason, details: dto.details }),
    );
  }
}
