import type { Sql } from '@dating/platform';
import { memberOf } from './letters.js';

/**
 * Letter ids drawn from `mail.letters_id_seq` a block at a time. A send encodes its events before
 * its one delivery statement, so it needs the id first; a busy process would otherwise spend a
 * round trip per letter on it. The block doubles while letters use it up within half its life and
 * halves when it goes stale with ids left, so a quiet process draws one id at a time and wastes
 * few. A block is used for at most `maxAgeMs`: ids from different processes follow the order in
 * which letters were sent to within that time (threads and dialogs list by id).
 */
export class LetterIds {
  private ids: string[] = [];
  private drawnAt = 0;
  private size = 1;
  private drawing: Promise<void> | null = null;

  constructor(
    private readonly sql: Sql,
    private readonly maxAgeMs = 1000,
    private readonly maxSize = 64,
  ) {}

  async next(): Promise<string> {
    for (;;) {
      if (this.ids.length && Date.now() - this.drawnAt < this.maxAgeMs) return this.ids.shift()!;
      // Those waiting on one draw share it; any it does not cover draw again.
      this.drawing ??= this.draw().finally(() => (this.drawing = null));
      await this.drawing;
    }
  }

  private async draw(): Promise<void> {
    const age = Date.now() - this.drawnAt;
    if (this.ids.length) this.size = Math.max(1, this.size >> 1);
    else if (age < this.maxAgeMs / 2) this.size = Math.min(this.maxSize, this.size * 2);
    const rows = await this.sql.query<{ id: string }>(`SELECT nextval('mail.letters_id_seq')::text AS id FROM generate_series(1, $1::int)`, [this.size]);
    this.ids = rows.map((r) => r.id);
    this.drawnAt = Date.now();
  }
}

/**
 * Members' sex as mail's projection (`mail.members`) knows it, kept in the process once read: it
 * never changes and a member is never removed, so a man's send asks nothing of the database before
 * its charge. A member not (yet) known is asked again next time. Bounded: a full cache starts over.
 */
export class MemberTypes {
  private readonly known = new Map<string, 'man' | 'woman'>();

  constructor(
    private readonly sql: Sql,
    private readonly maxEntries = 100_000,
  ) {}

  async of(memberId: string): Promise<'man' | 'woman' | null> {
    const cached = this.known.get(memberId);
    if (cached) return cached;
    const row = await memberOf(this.sql, memberId);
    if (!row) return null;
    if (this.known.size >= this.maxEntries) this.known.clear();
    this.known.set(memberId, row.user_type);
    return row.user_type;
  }
}

/**
 * The members banned now, as mail's projection knows them (identity's MemberBanned, until
 * MemberUnbanned): the whole set, read again at most every `maxAgeMs` by whoever asks then (those
 * asking meanwhile share the read). Bans are few, and a man's send asks the database nothing of
 * its recipient before the charge (MemberTypes), so this costs one small read a second at most,
 * and a ban stops letters within a second of reaching mail, in every process.
 */
export class BannedMembers {
  private banned = new Set<string>();
  private readAt = -Infinity;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly sql: Sql,
    private readonly maxAgeMs = 1000,
  ) {}

  async has(memberId: string): Promise<boolean> {
    if (Date.now() - this.readAt >= this.maxAgeMs) await (this.reading ??= this.read().finally(() => (this.reading = null)));
    return this.banned.has(memberId);
  }

  private async read(): Promise<void> {
    const rows = await this.sql.query<{ id: string }>(`SELECT member_id::text AS id FROM mail.members WHERE banned_at IS NOT NULL`);
    this.banned = new Set(rows.map((r) => r.id));
    this.readAt = Date.now();
  }
}
