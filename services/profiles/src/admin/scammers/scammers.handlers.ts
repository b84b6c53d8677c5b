import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AdminListPage, type AdminListQuery, readAdminList, readAdminRecord, recordStaffAction, type ServiceDb, type StaffActor } from '@dating/platform';
import { ProfilesError } from '../../domain/profile-errors.js';
import { type ScammerFields, storedPhoneDigits } from '../../domain/scammers.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { SCAMMERS } from './scammers.resource.js';

type Record_ = Record<string, unknown>;

const isId = (id: string) => /^\d{1,18}$/.test(id);

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
    const record = isId(id) ? await readAdminRecord(this.db, SCAMMERS, id) : null;
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

  execute({ id, fields: f, actor }: SaveScammerCommand): Promise<Record_> {
    return this.db.transaction(async (tx) => {
      let scammerId = id;
      let before: Record_ | null = null;
      const phones = f.phones === undefined ? null : storedPhoneDigits(f.phones);
      if (scammerId === null) {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO profiles.scammers (name, country, emails, phones, phone_digits, other_contacts, description, published)
           VALUES ($1, $2, $3, $4, $5, $6, $7, coalesce($8, true)) RETURNING id::text AS id`,
          [f.name, f.country ?? null, f.emails ?? [], f.phones ?? [], phones ?? '', f.other_contacts ?? [], f.description, f.published ?? null],
        );
        scammerId = row!.id;
      } else {
        before = isId(scammerId) ? await readAdminRecord(tx, SCAMMERS, scammerId) : null;
        if (!before) throw new ProfilesError('PROFILES.SCAMMER_NOT_FOUND');
        await tx.query(
          `UPDATE profiles.scammers SET name = coalesce($2, name), description = coalesce($3, description),
             country = CASE WHEN $4 THEN $5::integer ELSE country END, emails = coalesce($6, emails), phones = coalesce($7, phones),
             phone_digits = coalesce($8, phone_digits), other_contacts = coalesce($9, other_contacts), published = coalesce($10, published)
           WHERE id = $1`,
          [
            scammerId,
            f.name ?? null,
            f.description ?? null,
            f.country !== undefined,
            f.country ?? null,
            f.emails ?? null,
            f.phones ?? null,
            phones,
            f.other_contacts ?? null,
            f.published ?? null,
          ],
        );
      }
      let after = (await readAdminRecord(tx, SCAMMERS, scammerId))!;
      if (before && sameEntry(before, after)) return before;
      if (before) {
        await tx.query(`UPDATE profiles.scammers SET updated_at = now() WHERE id = $1`, [scammerId]);
        after = (await readAdminRecord(tx, SCAMMERS, scammerId))!;
      }
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

/** The same entry but for when it was changed. */
const sameEntry = (a: Record_, b: Record_) => JSON.stringify({ ...a, updated_at: null }) === JSON.stringify({ ...b, updated_at: null });

/** Deletes an entry with its audit record (`scammer.delete`, the entry as it was); answers it, as react-admin's delete expects. */
@CommandHandler(DeleteScammerCommand)
export class DeleteScammerHandler implements ICommandHandler<DeleteScammerCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ id, actor }: DeleteScammerCommand): Promise<Record_> {
    return this.db.transaction(async (tx) => {
      const before = isId(id) ? await readAdminRecord(tx, SCAMMERS, id) : null;
      if (!before) throw new ProfilesError('PROFILES.SCAMMER_NOT_FOUND');
      await tx.query(`DELETE FROM profiles.scammers WHERE id = $1`, [id]);
      await recordStaffAction(tx, 'profiles', actor, { action: 'scammer.delete', resource: 'scammers', recordId: id, before, after: null });
      return before;
    });
  }
}
