import type { Sql } from '../database/service-db.js';

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
