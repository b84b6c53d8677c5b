import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import {
  type AdminListPage,
  type AdminListQuery,
  encodeEvent,
  readAdminList,
  readAdminRecord,
  recordStaffAction,
  type ServiceDb,
  type StaffActor,
} from '@dating/platform';
import { MemberReportDecidedEvent } from '../../contracts/social-events.js';
import { ProfilesError } from '../../domain/profile-errors.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { MEMBER_REPORTS } from './member-reports.resource.js';

type Record_ = Record<string, unknown>;

export class ListMemberReportsQuery extends Query<AdminListPage<Record_>> {
  constructor(readonly list: AdminListQuery) {
    super();
  }
}

export class GetMemberReportQuery extends Query<Record_> {
  constructor(readonly id: string) {
    super();
  }
}

/** A site moderator's decision on an open report: dismissed (nothing to do) or actioned (she acted: a ban, a scammers entry). */
export class DecideMemberReportCommand extends Command<Record_> {
  constructor(
    readonly id: string,
    readonly status: 'dismissed' | 'actioned',
    readonly note: string | null,
    readonly actor: StaffActor,
  ) {
    super();
  }
}

@QueryHandler(ListMemberReportsQuery)
export class ListMemberReportsHandler implements IQueryHandler<ListMemberReportsQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ list }: ListMemberReportsQuery): Promise<AdminListPage<Record_>> {
    return readAdminList(this.db, MEMBER_REPORTS, list);
  }
}

@QueryHandler(GetMemberReportQuery)
export class GetMemberReportHandler implements IQueryHandler<GetMemberReportQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ id }: GetMemberReportQuery): Promise<Record_> {
    // Any text may come as the id: it matches no record (readAdminRecord compares it as text).
    const record = await readAdminRecord(this.db, MEMBER_REPORTS, id);
    if (!record) throw new ProfilesError('PROFILES.REPORT_NOT_FOUND');
    return record;
  }
}

/**
 * Decides an open report once (the UPDATE only takes an open one), with its audit record
 * (`member_report.decide`) and MemberReportDecided for the reporter, in one transaction.
 */
@CommandHandler(DecideMemberReportCommand)
export class DecideMemberReportHandler implements ICommandHandler<DecideMemberReportCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ id, status, note, actor }: DecideMemberReportCommand): Promise<Record_> {
    return this.db.transaction(async (tx) => {
      const before = await readAdminRecord(tx, MEMBER_REPORTS, id);
      if (!before) throw new ProfilesError('PROFILES.REPORT_NOT_FOUND');
      const decided = await tx.query(
        `WITH d AS (UPDATE profiles.member_reports SET status = $2, decision_note = $3, decided_by = $4, decided_at = now()
                    WHERE id = $1 AND status = 'open' RETURNING id)
         SELECT id FROM d`,
        [id, status, note, actor.staffId],
      );
      if (!decided.length) throw new ProfilesError('PROFILES.REPORT_DECIDED');
      const after = (await readAdminRecord(tx, MEMBER_REPORTS, id))!;
      await recordStaffAction(tx, 'profiles', actor, { action: 'member_report.decide', resource: 'member-reports', recordId: id, before, after });
      // The reporter is told how her report ended (notifications); the note stays with the moderators.
      const [reporterId, reportedId] = [String(after.reporter_id), String(after.reported_id)];
      await tx.publish([
        encodeEvent(
          MemberReportDecidedEvent,
          { reportId: id, reporterId, reportedId, status, decidedBy: `staff:${actor.staffId}`, decidedAtMs: BigInt(Date.now()) },
          { streamId: reporterId, actor: `staff:${actor.staffId}` },
        ),
      ]);
      return after;
    });
  }
}
