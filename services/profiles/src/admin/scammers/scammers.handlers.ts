import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import {
  type AdminListPage,
  type AdminListQuery,
  readAdminList,
  readAdminRecord,
  recordStaffAction,
  type ServiceDb,
  type StaffActor,
  isRecordId,
} from '@dating/platform';
import { ProfilesError } from '../../domain/profile-errors.js';
import { newScammer, type ScammerFields, scammerFieldsOf } from '../../domain/scammers.js';
import { writeScammer } from '../../infrastructure/scammers.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { SCAMMERS } from './scammers.resource.js';

type Record_ = Record<string, unknown>;

export class ListScammersQuery extends Query<AdminListPage<Record_>> {
  constructor(readonly list: AdminListQuery) {
    super();
  }
}

export class GetScammerQuery extends Query<Record_> {
  constructor(readonly id: string) {
    super();
  }
}

/** Lists a scammer (`id` null, the checked fields of a new entry) or changes the given fields of one. */
export class SaveScammerCommand extends Command<Record_> {
  constructor(
    readonly id: string | null,
    readonly fields: Partial<ScammerFields>,
    readonly actor: StaffActor,
  ) {
    super();
  }
}

/** Takes an entry off the list for good (a draft, `published: false`, keeps it without showing it). */
export class DeleteScammerCommand extends Command<Record_> {
  constructor(
    readonly id: string,
    readonly actor: StaffActor,
  ) {
    super();
  }
}

@QueryHandler(ListScammersQuery)
export class ListScammersHandler implements IQueryHandler<ListScammersQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ list }: ListScammersQuery): Promise<AdminListPage<Record_>> {
    return readAdminList(this.db, SCAMMERS, list);
  }
}

@QueryHandler(GetScammerQuery)
export class GetScammerHandler implements IQueryHandler<GetScammerQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ id }: GetScammerQuery): Promise<Record_> {
    const record = isRecordId(id) ? await readAdminRecord(this.db, SCAMMERS, id) : null;
    if (!record) throw new ProfilesError('PROFILES.SCAMMER_NOT_FOUND');
    return record;
  }
}

/**
 * Writes an entry with its audit record (`scammer.create`, `scammer.update`) in one transaction; a
 * change that changes nothing records nothing.
 */
@CommandHandler(SaveScammerCommand)
export class SaveScammerHandler implements ICommandHandler<SaveScammerCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ id, fields, actor }: SaveScammerCommand): Promise<Record_> {
    return this.db.transaction(async (tx) => {
      let before: Record_ | null = null;
      let scammerId: string;
      if (id === null) scammerId = await writeScammer(tx, null, newScammer(fields));
      else {
        before = isRecordId(id) ? await readAdminRecord(tx, SCAMMERS, id) : null;
        if (!before) throw new ProfilesError('PROFILES.SCAMMER_NOT_FOUND');
        const current = scammerFieldsOf(before);
        const next = { ...current, ...fields };
        if (JSON.stringify(next) === JSON.stringify(current)) return before;
        scammerId = await writeScammer(tx, id, next);
      }
      const after = (await readAdminRecord(tx, SCAMMERS, scammerId))!;
      await recordStaffAction(tx, 'profiles', actor, {
        action: before ? 'scammer.update' : 'scammer.create',
        resource: 'scammers',
        recordId: scammerId,
        before,
        after,
      });
      return after;
    });
  }
}

/** Deletes an entry with its audit record (`scammer.delete`, the entry as it was); answers it, as react-admin's delete expects. */
@CommandHandler(DeleteScammerCommand)
export class DeleteScammerHandler implements ICommandHandler<DeleteScammerCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ id, actor }: DeleteScammerCommand): Promise<Record_> {
    return this.db.transaction(async (tx) => {
      const before = isRecordId(id) ? await readAdminRecord(tx, SCAMMERS, id) : null;
      if (!before) throw new ProfilesError('PROFILES.SCAMMER_NOT_FOUND');
      await tx.query(`DELETE FROM profiles.scammers WHERE id = $1`, [id]);
      await recordStaffAction(tx, 'profiles', actor, { action: 'scammer.delete', resource: 'scammers', recordId: id, before, after: null });
      return before;
    });
  }
}
