import { setTimeout as sleep } from 'node:timers/promises';
import { logger } from '../logging/logger.js';
import type { BusMessage, DeliveredMessage, EventBus, SubscribeOptions, Subscription } from './event-bus.js';

interface Member {
  handler: SubscribeOptions['handler'];
  closed: boolean;
  /** Settles when the member closes, so a delivery stuck in a dead member is abandoned. */
  gone: Promise<void>;
  leave: () => void;
}

/** One consumer group's view of one topic: its committed offset and its live members. */
interface GroupCursor {
  offset: number;
  members: Member[];
  running: boolean;
  /** Resolvers waiting for the cursor to pass an offset (publish waits on these). */
  waiters: { offset: number; resolve: () => void }[];
}

/**
 * The in-process transport of the embedded default. Each topic is one ordered log (so order per
 * key holds trivially); each group keeps an offset that advances only after a handler resolved.
 *
 * `publish` resolves once every group with a live member has handled the message. Because the
 * outbox relay marks an event published only after `publish` resolves, an event is never lost
 * by a crash of this process: unhandled events stay unpublished in the outbox and are sent again.
 */
export class InProcessEventBus implements EventBus {
  readonly transport = 'in-process' as const;
  private readonly logs = new Map<string, BusMessage[]>();
  private readonly cursors = new Map<string, Map<string, GroupCursor>>();
  private readonly log = logger('in-process-bus');
  private closed = false;

  constructor(private readonly retryDelayMs = { first: 50, max: 2000 }) {}

  async publish(messages: BusMessage[]): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    const waits: Promise<void>[] = [];
    for (const message of messages) {
      const log = this.topicLog(message.topic);
      log.push({ ...message, value: new Uint8Array(message.value) });
      const offset = log.length - 1;
      for (const cursor of this.topicCursors(message.topic).values()) {
        if (cursor.members.some((m) => !m.closed)) waits.push(this.waitPast(cursor, offset));
        this.drive(message.topic, cursor);
      }
    }
    await Promise.all(waits);
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    let leave: () => void = () => undefined;
    const gone = new Promise<void>((resolve) => (leave = resolve));
    const member: Member = { handler: options.handler, closed: false, gone, leave };
    for (const topic of options.topics) {
      const cursors = this.topicCursors(topic);
      let cursor = cursors.get(options.group);
      if (!cursor) {
        cursor = { offset: options.fromBeginning === false ? this.topicLog(topic).length : 0, members: [], running: false, waiters: [] };
        cursors.set(options.group, cursor);
      }
      cursor.members.push(member);
      this.drive(topic, cursor);
    }
    return {
      close: async () => {
        member.closed = true;
        member.leave();
        for (const topic of options.topics) {
          const cursor = this.topicCursors(topic).get(options.group);
          if (cursor) cursor.members = cursor.members.filter((m) => m !== member);
        }
      },
    };
  }

  async ensureTopics(topics: string[]): Promise<void> {
    for (const t of topics) this.topicLog(t);
  }

  async healthy(): Promise<boolean> {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const cursors of this.cursors.values()) {
      for (const cursor of cursors.values()) {
        for (const m of cursor.members) m.leave();
        cursor.members = [];
        for (const w of cursor.waiters) w.resolve();
        cursor.waiters = [];
      }
    }
  }

  private topicLog(topic: string): BusMessage[] {
    let log = this.logs.get(topic);
    if (!log) this.logs.set(topic, (log = []));
    return log;
  }

  private topicCursors(topic: string): Map<string, GroupCursor> {
    let cursors = this.cursors.get(topic);
    if (!cursors) this.cursors.set(topic, (cursors = new Map()));
    return cursors;
  }

  private waitPast(cursor: GroupCursor, offset: number): Promise<void> {
    if (cursor.offset > offset) return Promise.resolve();
    return new Promise((resolve) => cursor.waiters.push({ offset, resolve }));
  }

  /** Delivers the group's next messages one at a time, in order, until it catches up. */
  private drive(topic: string, cursor: GroupCursor): void {
    if (cursor.running) return;
    cursor.running = true;
    void this.deliverLoop(topic, cursor).finally(() => {
      cursor.running = false;
    });
  }

  private async deliverLoop(topic: string, cursor: GroupCursor): Promise<void> {
    const log = this.topicLog(topic);
    let delay = this.retryDelayMs.first;
    while (!this.closed && cursor.offset < log.length) {
      const member = cursor.members.find((m) => !m.closed);
      if (!member) {
        // Nobody left in the group: release publishers; the message waits for the next member.
        this.releaseWaiters(cursor, log.length);
        return;
      }
      const offset = cursor.offset;
      const message: DeliveredMessage = { ...log[offset]!, partition: 0, offset: String(offset) };
      try {
        await Promise.race([member.handler(message), member.gone]);
        if (member.closed) continue; // it died before committing: redeliver to the next member
        cursor.offset = offset + 1;
        delay = this.retryDelayMs.first;
        this.releaseWaiters(cursor, cursor.offset);
      } catch (err) {
        this.log.warn({ err, topic, offset }, 'handler failed; redelivering');
        await sleep(delay);
        delay = Math.min(delay * 2, this.retryDelayMs.max);
      }
    }
  }

  private releaseWaiters(cursor: GroupCursor, passed: number): void {
    cursor.waiters = cursor.waiters.filter((w) => {
      if (w.offset < passed) {
        w.resolve();
        return false;
      }
      return true;
    });
  }
}
