import type { StaffActor } from '../audit/staff-action.js';
import type { ServiceDb, Sql, Transaction } from '../database/service-db.js';
import { decodeEnvelope, type OutgoingEvent } from '../events/event-definition.js';

/** A Sql for handler specs: records each statement and answers the given rows in turn (then none). */
export function fakeSql(...answers: Record<string, unknown>[][]): Sql & { calls: { text: string; params?: unknown[] }[] } {
  const calls: { text: string; params?: unknown[] }[] = [];
  return {
    calls,
    query: async <T>(text: string, params?: unknown[]) => {
      calls.push({ text, params });
      return (answers.shift() ?? []) as T[];
    },
  };
}

/**
 * A ServiceDb for handler specs: `query` and each transaction's `query` answer the given rows in
 * turn (as fakeSql); what transactions publish is kept in `published` only when they commit (a
 * transaction whose work throws publishes nothing).
 */
export function fakeDb(...answers: Record<string, unknown>[][]): ServiceDb & {
  calls: { text: string; params?: unknown[] }[];
  published: OutgoingEvent[];
  /** The wire types of the published events. */
  publishedTypes(): string[];
} {
  const sql = fakeSql(...answers);
  const published: OutgoingEvent[] = [];
  return {
    calls: sql.calls,
    published,
    publishedTypes: () => published.map((e) => decodeEnvelope(e.envelope).type),
    query: sql.query,
    // The hot paths' ways to the database answer from the same rows.
    prepared: { query: sql.query },
    pipelined: { query: sql.query },
    relay: { kick: () => undefined },
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const pending: OutgoingEvent[] = [];
      const tx = { query: sql.query, manager: null, publish: async (events: OutgoingEvent[]) => void pending.push(...events) } as unknown as Transaction;
      const result = await work(tx);
      published.push(...pending);
      return result;
    },
  } as unknown as ServiceDb & { calls: { text: string; params?: unknown[] }[]; published: OutgoingEvent[]; publishedTypes(): string[] };
}

/** A staff member acting in a handler spec. */
export const staffActor = (role: StaffActor['role'] = 'finance'): StaffActor => ({ staffId: `staff-${role}`, role, ip: '127.0.0.1', userAgent: 'spec' });
