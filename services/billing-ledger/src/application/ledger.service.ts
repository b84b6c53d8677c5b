import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { currentContext, encodeEvent, logger, type OutgoingEvent, preparedSql, type Sql, type Transaction } from '@dating/platform';
import { ledgerRefusal } from '../billing-site-codes.js';
import { BillingEvents, toIntegrationEvent } from '../contracts/billing-events.js';
import {
  applyAll,
  crossedLowBalance,
  decide,
  LOW_BALANCE_THRESHOLD,
  sliceKeys,
  type LedgerCommand,
  type LedgerErrorCode,
  type LedgerEvent,
} from '../domain/index.js';
import { commitEvents } from '../infrastructure/ledger-commit.statement.js';
import { loadSlice, stateOf } from '../infrastructure/ledger-slice.reader.js';
import { BILLING } from '../infrastructure/billing-schema.js';

export interface Balance {
  posted: number;
  held: number;
  available: number;
}

export type RefusalCode = LedgerErrorCode | 'WOMAN_HAS_NO_ACCOUNT' | 'IDEMPOTENCY_KEY_REUSED';

export type LedgerOutcome =
  { ok: true; events: LedgerEvent[]; balance: Balance; replayed: boolean } | { ok: false; code: RefusalCode; message: string; replayed: boolean };

/**
 * A caller's transaction the ledger joins (the kernel's Transaction): its SQL, and its outbox, which
 * the ledger's integration events are published to so they commit with the caller's work.
 */
export type LedgerTransaction = Pick<Transaction, 'query' | 'publish'>;

/** The outcome of an applied command; a refusal is thrown as its DomainError. */
export function applied(outcome: LedgerOutcome): Extract<LedgerOutcome, { ok: true }> {
  if (!outcome.ok) throw ledgerRefusal(outcome.code, outcome.message);
  return outcome;
}

/** The command's event of this type, if it produced one. */
export function eventOf<T extends LedgerEvent['type']>(events: LedgerEvent[], type: T): Extract<LedgerEvent, { type: T }> | undefined {
  return events.find((e): e is Extract<LedgerEvent, { type: T }> => e.type === type);
}

export interface ExecuteOptions {
  accountId: string;
  command: LedgerCommand;
  /** "member:<id>", "staff:<id>" or "system:<service>". */
  actor: string;
  /** Derived from the business fact (e.g. chat:{session}:m{minute}); applied at most once. */
  idempotencyKey?: string;
  /**
   * Fields the ledger filled in itself (a unit price read from the price list), not the caller:
   * like generated ids they stay out of the request hash, so a retry after an admin changed the
   * price is the same request and gets its first answer (a letter charged before the process died
   * is delivered by its retry), not 10027.
   */
  ledgerFields?: readonly string[];
}

/** Fields a caller does not choose (fresh ids, clock readings) stay out of the request hash. */
const GENERATED_FIELDS: Partial<Record<LedgerCommand['type'], string[]>> = {
  ChargeCredits: ['chargeId'],
  HoldCredits: ['holdId', 'expiresAtMs'],
  CaptureHold: ['chargeId'],
  GrantCredits: ['grantId'],
  ExpireHold: ['nowMs'],
};

export function requestHash(accountId: string, command: LedgerCommand, ledgerFields: readonly string[] = []): string {
  const skip = new Set([...(GENERATED_FIELDS[command.type] ?? []), ...ledgerFields]);
  const fields = Object.entries(command)
    .filter(([k]) => !skip.has(k))
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify([accountId, fields]))
    .digest('hex');
}

const MAX_ATTEMPTS = 100;

/**
 * A unique violation at commit means another writer created the same idempotency key, grant,
 * hold, charge or payment id after the slice was read: read again, the slice shows it and the
 * command is answered from it. One that keeps coming back is not such a race and is thrown.
 */
const MAX_UNIQUE_VIOLATIONS = 3;

/**
 * Runs one ledger command: read the slice it needs, decide (pure), then append the events and
 * update the projections in one guarded statement; on a version race, read again and retry.
 * Idempotency: the same key with the same request returns the first answer (a refusal too,
 * unless it depends on what may change: see TRANSIENT_REFUSALS); the same key with another request
 * is refused.
 */
export class LedgerService {
  private readonly log = logger('ledger');

  private readonly sql: Sql;

  constructor(
    sql: Sql,
    /**
     * Called after the ledger's own one-statement commit, which writes the outbox itself, so the
     * relay publishes at once (the module passes `db.relay.kick`).
     */
    private readonly onCommitted: () => void = () => undefined,
    /** Named prepared statements; off on PGlite, whose connections share one session. */
    options: { prepareStatements?: boolean } = {},
  ) {
    this.sql = options.prepareStatements ? preparedSql(sql, 'ledger') : sql;
  }

  /** Tail of the queue of commands per account in this process. */
  private readonly accountQueues = new Map<string, Promise<unknown>>();

  /**
   * Runs a command. Commands for one account queue behind each other in this process, so a busy
   * account does not spin on version conflicts; other processes are still kept out by the
   * version guard. A caller inside its own transaction passes it and is not queued (waiting here
   * while holding a transaction could deadlock PGlite's one session); the events then go to the
   * transaction's outbox, and its commit kicks the relay.
   */
  execute(options: ExecuteOptions, tx?: LedgerTransaction): Promise<LedgerOutcome> {
    if (tx) return this.executeNow(options, tx, tx);
    const key = options.accountId;
    const previous = this.accountQueues.get(key) ?? Promise.resolve();
    const run = previous.then(
      () => this.executeNow(options, this.sql, null),
      () => this.executeNow(options, this.sql, null),
    );
    const tail = run.catch(() => undefined);
    this.accountQueues.set(key, tail);
    void tail.then(() => {
      if (this.accountQueues.get(key) === tail) this.accountQueues.delete(key);
    });
    return run;
  }

  /** `tx`: the caller's transaction (then `sql` is its SQL), which an error aborts: nothing left to retry here. */
  private async executeNow(options: ExecuteOptions, sql: Sql, tx: LedgerTransaction | null): Promise<LedgerOutcome> {
    const { accountId, command, idempotencyKey } = options;
    const hash = idempotencyKey ? requestHash(accountId, command, options.ledgerFields) : '';
    // Keys stored before ledgerFields existed were hashed with those fields.
    const earlierHash = idempotencyKey && options.ledgerFields?.length ? requestHash(accountId, command) : hash;
    const keys = sliceKeys(command, idempotencyKey);
    let uniqueViolations = 0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const slice = await loadSlice(sql, accountId, keys);
      if (slice.idempotent) {
        if (slice.idempotent.request_hash !== hash && slice.idempotent.request_hash !== earlierHash) {
          return { ok: false, code: 'IDEMPOTENCY_KEY_REUSED', message: 'this idempotency key was used for another request', replayed: true };
        }
        return { ...(slice.idempotent.response as LedgerOutcome), replayed: true };
      }
      if (slice.userType === 'woman') {
        const stored = await this.refuse(sql, options, hash, 'WOMAN_HAS_NO_ACCOUNT', 'women have no credit account');
        if (stored) return stored;
        continue;
      }

      const before = stateOf(slice);
      const decision = decide(before, command);
      if (!decision.ok) {
        const stored = await this.refuse(sql, options, hash, decision.error.code, decision.error.message);
        if (stored) return stored;
        continue; // a concurrent request with the same key answered first: read its answer
      }
      const after = applyAll(decision.events, before);
      const balance = { posted: after.posted, held: after.held, available: after.available };
      const outcome: LedgerOutcome = { ok: true, events: decision.events, balance, replayed: false };
      const eventIds = decision.events.map(() => randomUUID());
      const correlationId = currentContext()?.correlationId ?? eventIds[0] ?? randomUUID();
      const fromVersion = slice.account?.version ?? 0;
      const outbox: OutgoingEvent[] = [];
      decision.events.forEach((event, i) => {
        const out = toIntegrationEvent(accountId, event, {
          streamId: accountId,
          streamVersion: fromVersion + i + 1,
          actor: options.actor,
          eventId: eventIds[i],
          correlationId,
        });
        if (out) outbox.push(out);
      });
      if (crossedLowBalance(before.available, after.available)) {
        outbox.push(
          encodeEvent(
            BillingEvents.BalanceLow,
            { accountId, available: BigInt(after.available), threshold: BigInt(LOW_BALANCE_THRESHOLD) },
            { streamId: accountId, streamVersion: fromVersion + decision.events.length, actor: options.actor, correlationId },
          ),
        );
      }
      try {
        const committed = await commitEvents(sql, {
          slice,
          events: decision.events,
          eventIds,
          after,
          // Alone, the one statement writes the outbox too; in a caller's transaction, its outbox does.
          outbox: tx ? [] : outbox,
          actor: options.actor,
          correlationId,
          idempotency: idempotencyKey ? { key: idempotencyKey, requestHash: hash, response: { ...outcome, replayed: undefined } } : null,
        });
        if (committed) {
          if (tx) await tx.publish(outbox);
          else this.onCommitted();
          return outcome;
        }
      } catch (err) {
        const code = sqlState(err);
        // In the caller's transaction the error has aborted it: the caller retries the whole transaction, or not.
        if (tx || !RETRIED.has(code)) throw err;
        if (code === UNIQUE_VIOLATION && ++uniqueViolations >= MAX_UNIQUE_VIOLATIONS) {
          this.log.error({ accountId, command: command.type, err }, 'unique violation that reading again does not resolve, giving up');
          throw err;
        }
      }
      // Lost a race on the stream version (or on a key or id): back off a little, retry.
      await sleep(Math.random() * Math.min(attempt, 10));
    }
    this.log.error({ accountId, command: command.type }, 'gave up after repeated version conflicts');
    throw new Error('ledger is too busy for this account, try again');
  }

  /** Records a refusal under the idempotency key (so a replay gets the same answer), unless it is transient. */
  private async refuse(sql: Sql, options: ExecuteOptions, hash: string, code: RefusalCode, message: string): Promise<LedgerOutcome | null> {
    const outcome: LedgerOutcome = { ok: false, code, message, replayed: false };
    if (!options.idempotencyKey || TRANSIENT_REFUSALS.has(code)) return outcome;
    const rows = await sql.query(
      `INSERT INTO ${BILLING.idempotency} (key, account_id, request_hash, response) VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING RETURNING key`,
      [options.idempotencyKey, options.accountId, hash, JSON.stringify({ ...outcome, replayed: undefined })],
    );
    return rows.length ? outcome : null;
  }
}

/**
 * Refusals that depend on what changes (the balance; an account billing opens when it hears of the
 * member) are not recorded under the key: the key stays free, so the same business fact (a photo
 * purchase `photo:{buyer}:{photo}`, a letter's client id, a contact request) goes through once he
 * has bought credits, instead of answering "not enough credits" for ever. Nothing was applied, so a
 * second look can only apply it once.
 */
export const TRANSIENT_REFUSALS: ReadonlySet<RefusalCode> = new Set(['INSUFFICIENT_FUNDS', 'ACCOUNT_NOT_OPEN']);

const UNIQUE_VIOLATION = '23505';

/** Races to retry: unique violations (a concurrent write of the same key or id), serialization failures, deadlocks. */
const RETRIED = new Set([UNIQUE_VIOLATION, '40001', '40P01']);

/** A race another attempt may win (a unique violation, a serialization failure, a deadlock): worth retrying the whole transaction. */
export function isRetriedRace(err: unknown): boolean {
  return RETRIED.has(sqlState(err));
}

function sqlState(err: unknown): string {
  const e = err as { code?: string; driverError?: { code?: string } } | null | undefined;
  return e?.driverError?.code ?? e?.code ?? '';
}
