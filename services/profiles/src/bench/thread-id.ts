import { readlinkSync } from 'node:fs';

/** The calling thread's id in /proc (Linux), so the bench's main thread can read its CPU time; 0 elsewhere. */
export function threadId(): number {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').at(-1));
  } catch {
    return 0;
  }
}
