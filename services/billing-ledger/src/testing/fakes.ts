export { fakeDb, fakeSql, staffActor } from '@dating/platform/testing';
import type { ExecuteOptions, LedgerOutcome, LedgerService } from '../application/ledger.service.js';
import type { LedgerEvent } from '../domain/index.js';

/** A LedgerService for handler specs: records what it is asked, answers the given outcomes in turn. */
export function fakeLedger(...outcomes: LedgerOutcome[]): LedgerService & { asked: ExecuteOptions[] } {
  const asked: ExecuteOptions[] = [];
  return {
    asked,
    execute: async (options: ExecuteOptions) => {
      asked.push(options);
      const outcome = outcomes.shift();
      if (!outcome) throw new Error('the fake ledger has no outcome left');
      return outcome;
    },
  } as unknown as LedgerService & { asked: ExecuteOptions[] };
}

/** An applied outcome with these events and this balance. */
export const appliedOutcome = (events: LedgerEvent[], posted: number, held = 0, replayed = false): LedgerOutcome => ({
  ok: true,
  events,
  balance: { posted, held, available: posted - held },
  replayed,
});

export const refusedOutcome = (code: Extract<LedgerOutcome, { ok: false }>['code'], message = 'refused'): LedgerOutcome => ({
  ok: false,
  code,
  message,
  replayed: false,
});

/** The error a call fails with (a spec failure when it succeeds). */
export async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => err,
  );
}
