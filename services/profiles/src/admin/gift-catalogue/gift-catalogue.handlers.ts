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
import { PROFILES_DB } from '../../profiles.tokens.js';
import { GIFT_CATALOGUE } from './gift-catalogue.resource.js';

type Record_ = Record<string, unknown>;

export interface CatalogueGiftFields {
  name?: string;
  name_ru?: string | null;
  category?: string;
  price?: number;
  delivery_price?: number;
  active?: boolean;
}

export class ListCatalogueQuery extends Query<AdminListPage<Record_>> {
  constructor(readonly list: AdminListQuery) {
    super();
  }
}

export class GetCatalogueGiftQuery extends Query<Record_> {
  constructor(readonly id: string) {
    super();
  }
}

/** Creates a catalogue gift (`id` null, every field given) or changes the given fields of one. */
export class SaveCatalogueGiftCommand extends Command<Record_> {
  constructor(
    readonly id: string | null,
    readonly fields: CatalogueGiftFields,
    readonly actor: StaffActor,
  ) {
    super();
  }
}

@QueryHandler(ListCatalogueQuery)
export class ListCatalogueHandler implements IQueryHandler<ListCatalogueQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ list }: ListCatalogueQuery): Promise<AdminListPage<Record_>> {
    return readAdminList(this.db, GIFT_CATALOGUE, list);
  }
}

@QueryHandler(GetCatalogueGiftQuery)
export class GetCatalogueGiftHandler implements IQueryHandler<GetCatalogueGiftQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ id }: GetCatalogueGiftQuery): Promise<Record_> {
    const record = isRecordId(id) ? await readAdminRecord(this.db, GIFT_CATALOGUE, id) : null;
    if (!record) throw new ProfilesError('PROFILES.GIFT_NOT_FOUND');
    return record;
  }
}

/**
 * Writes a catalogue gift with its audit record (`gift.create`, `gift.update`) in one transaction.
 * Gifts already sent keep the prices they were sent at (gift_sends' own copy); a change that
 * changes nothing records nothing.
 */
@CommandHandler(SaveCatalogueGiftCommand)
export class SaveCatalogueGiftHandler implements ICommandHandler<SaveCatalogueGiftCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ id, fields: f, actor }: SaveCatalogueGiftCommand): Promise<Record_> {
    return this.db.transaction(async (tx) => {
      let giftId = id;
      let before: Record_ | null = null;
      if (giftId === null) {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO profiles.gifts (name, name_ru, category, price, delivery_price, active) VALUES ($1, $2, $3, $4, $5, coalesce($6, true))
           RETURNING id::text AS id`,
          [f.name, f.name_ru ?? null, f.category, f.price, f.delivery_price, f.active ?? null],
        );
        giftId = row!.id;
      } else {
        before = await readAdminRecord(tx, GIFT_CATALOGUE, giftId);
        if (!before) throw new ProfilesError('PROFILES.GIFT_NOT_FOUND');
        await tx.query(
          `UPDATE profiles.gifts SET name = coalesce($2, name), category = coalesce($3, category), price = coalesce($4, price),
             delivery_price = coalesce($5, delivery_price), active = coalesce($6, active),
             name_ru = CASE WHEN $7 THEN $8 ELSE name_ru END WHERE id = $1`,
          [giftId, f.name ?? null, f.category ?? null, f.price ?? null, f.delivery_price ?? null, f.active ?? null, f.name_ru !== undefined, f.name_ru ?? null],
        );
      }
      const after = (await readAdminRecord(tx, GIFT_CATALOGUE, giftId))!;
      if (before && JSON.stringify(before) === JSON.stringify(after)) return after;
      await recordStaffAction(tx, 'profiles', actor, { action: before ? 'gift.update' : 'gift.create', resource: 'gifts', recordId: giftId, before, after });
      return after;
    });
  }
}
