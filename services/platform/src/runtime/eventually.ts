import { setTimeout as sleep } from 'node:timers/promises';
import type { Sql } from '../database/service-db.js';

/**
 * Polls `read` until `done` says so or the time is up; answers the last value either way (the
 * caller decides what a timeout means). For work that waits on another service's events: a seed
 * waiting for the members it needs, a test waiting for a projection.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000, everyMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(everyMs);
  }
}

/**
 * Waits until a service's projection of members (`table`, keyed by `member_id`, filled from
 * MemberRegistered, which on Kafka a new consumer group may receive late) holds every one of `ids`;
 * throws naming `what` needed them when the time is up. For seeds that act as those members.
 */
export async function awaitMembers(sql: Sql, table: string, ids: string[], what: string, timeoutMs = 60_000): Promise<void> {
  const wanted = [...new Set(ids)];
  const known = await eventually(
    async () => (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE member_id::text = ANY($1::text[])`, [wanted]))[0]!.n,
    (n) => n >= wanted.length,
    timeoutMs,
    50,
  );
  if (known < wanted.length) throw new Error(`the members of ${what} did not reach ${table} in time`);
}
