import { setTimeout as sleep } from 'node:timers/promises';

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
