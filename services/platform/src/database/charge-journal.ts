import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SiteError } from '../api/site-error.js';
import { DomainError } from '../errors/domain-error.js';
import { logger } from '../logging/logger.js';
import { Coalescer } from '../runtime/coalescer.js';
import type { ServiceDb } from './service-db.js';

/**
 * A service's charge journal (one table per service schema, from kernelMigrations): what a member
 * paid for through billing's charge and this service records after it, written before the charge.
 */
export function chargeJournalMigration(schema: string): new () => MigrationInterface {
  return class ChargeJournalTable implements MigrationInterface {
    name = `ChargeJournal1000000000002`;

    async up(q: QueryRunner): Promise<void> {
      await q.query(`CREATE TABLE IF NOT EXISTS "${schema}".charge_journal (
        key text PRIMARY KEY,
        kind text NOT NULL,
        entry jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
      // The job's scan for a kind's entries past the grace period.
      await q.query(`CREATE INDEX IF NOT EXISTS charge_journal_due ON "${schema}".charge_journal (kind, created_at)`);
    }

    async down(q: QueryRunner): Promise<void> {
      await q.query(`DROP TABLE IF EXISTS "${schema}".charge_journal`);
    }
  };
}

const log = logger('charge-journal');

/** A final answer to a charge or to its recording (billing's SiteError, a service's DomainError), unlike a lost connection. */
export const isRefusal = (err: unknown): err is SiteError | DomainError => err instanceof SiteError || err instanceof DomainError;

/**
 * Work a member pays for through billing's charge (a letter, a photo bought) and this service then
 * records. The two cannot commit together, so the work is journalled first: a process killed, or a
 * database lost, between the charge and the record leaves its entry, and the service's job finishes
 * it after a grace period by running the same charge again (billing's idempotency key answers the
 * first charge, or charges now if the first never reached it) and recording it. So no credit is
 * taken for work that is never recorded. The statement that records the work deletes the entry in
 * the same statement (`settled(schema, $n)` in its SQL, with the key as parameter n); a refused
 * charge deletes it too.
 */
export class ChargeJournal<Entry> {
  /**
   * Entries written at once by concurrent payments go in one statement (one round trip and one
   * commit for the lot: at 32 letters in flight that halves mail's statements per letter). The
   * insert is idempotent, so a failed lot is retried entry by entry and fails only its own.
   */
  private readonly writes: Coalescer<{ key: string; entry: string }, void>;

  constructor(
    private readonly db: ServiceDb,
    /** What is paid for (letter, photo, video): each job finishes its own kind. */
    private readonly kind: string,
  ) {
    this.writes = new Coalescer(
      async (rows) => {
        await db.prepared.query(
          `INSERT INTO "${db.schema}".charge_journal (key, kind, entry) SELECT key, $2, entry FROM unnest($1::text[], $3::jsonb[]) AS e(key, entry)
            ON CONFLICT (key) DO NOTHING`,
          [rows.map((r) => r.key), kind, rows.map((r) => r.entry)],
        );
        return rows.map(() => undefined);
      },
      128,
      2,
      true,
    );
  }

  /** The SQL that settles an entry, for the recording statement (a CTE or a statement of its own). */
  static settled(schema: string, keyParam: number): string {
    return `DELETE FROM "${schema}".charge_journal WHERE key = $${keyParam}`;
  }

  /** Journal, charge, record. A refused charge leaves nothing; any other failure leaves the entry for the job. */
  async pay<Charge, Done>(key: string, entry: Entry, charge: () => Promise<Charge>, record: (charge: Charge) => Promise<Done>): Promise<Done> {
    await this.writes.submit({ key, entry: JSON.stringify(entry) });
    const answer = await charge().catch(async (err: unknown) => {
      if (isRefusal(err)) await this.forget(key, entry);
      throw err;
    });
    return record(answer);
  }

  /**
   * The job: this kind's entries older than `graceMs`, each finished by `finish` (the same charge and
   * the recording, which settles it). A refusal drops the entry; any other failure leaves it for the
   * next pass. Answers how many were finished.
   */
  async finishDue(graceMs: number, finish: (entry: Entry) => Promise<void>): Promise<number> {
    const due = await this.db.query<{ key: string; entry: Entry }>(
      `SELECT key, entry FROM "${this.db.schema}".charge_journal WHERE kind = $1 AND created_at < now() - make_interval(secs => $2)
        ORDER BY created_at LIMIT 100`,
      [this.kind, graceMs / 1000],
    );
    let finished = 0;
    for (const { key, entry } of due) {
      try {
        await finish(entry);
        finished++;
        log.warn({ kind: this.kind, key }, 'paid work finished by the journal job');
      } catch (err) {
        if (isRefusal(err)) {
          log.warn({ kind: this.kind, key, code: err.code }, 'journalled work refused; dropped');
          await this.forget(key, entry);
        } else {
          log.error({ err, kind: this.kind, key }, 'journalled work not finished; tried next pass');
        }
      }
    }
    return finished;
  }

  /** Deletes this entry only: another request's entry under the same key (other content) stays. */
  private async forget(key: string, entry: Entry): Promise<void> {
    await this.db.query(`DELETE FROM "${this.db.schema}".charge_journal WHERE key = $1 AND entry = $2::jsonb`, [key, JSON.stringify(entry)]);
  }
}
