import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { encodeEvent, logger, type ServiceDb, SiteError } from '@dating/platform';
import { LEDGER_PORT, type LedgerPort } from '@dating/billing-ledger/contracts';
import { CHAT_OPTIONS, type ChatOptions } from '../chat-options.js';
import { CHAT_DB } from '../chat-room.tokens.js';
import { ChatSessionEndedEvent } from '../contracts/chat-events.js';
import { goneTooLong, minuteChargeKey, minuteHoldKey, minuteReleaseKey, minutesDue, nextMinuteAt, type StopReason } from '../domain/billing-clock.js';
import type { Room } from '../infrastructure/rooms.js';
import { ChatNotifier } from '../realtime/chat-notifier.js';
import { type BillingSessionRow, openSessionOf, SESSION_COLUMNS, textChatPrice } from './billing-sessions.js';
import { changedRows } from '../infrastructure/changed-rows.js';

/**
 * How long a claim on a session lasts: a process that dies while settling it holds it up this long
 * at most. A late second claimer is harmless anyway (idempotency keys, conditional updates).
 */
const LEASE_MS = 5_000;

/** How many sessions one tick settles at once (the pool has 10 connections; messages need some). */
const SETTLE_CONCURRENCY = 6;

/** Refusals of the ledger that mean "he cannot pay" (spec section 8). */
const CANNOT_PAY = new Set([10025, 10028]);

/** What the member site shows (spec section 8, billing and chat toasts). */
export const BILLING_TEXTS = {
  lowBalance: 'Low balance. Please top up your account',
  userOffline: 'User went offline. Billing stopped',
  paymentError: 'Payment error. Please try again later',
  billingError: 'Billing error',
} as const;

/**
 * Per-minute billing of a chat, decided by the server (issue 11, section 3). A session opens with
 * the room's first message and starts when both have written (the lady's first reply, as agency
 * sites do); starting holds the first minute's price. At each whole minute the ticker captures that
 * minute's hold (key `chat:{session}:m{n}`) and holds the next; a hold he cannot afford stops the
 * session (lowBalance). A member away longer than the grace stops it (userOffline), and either side
 * may end it. Only the man pays; women are never billed. Every ledger call has a key derived from
 * the session and the minute, and the session row in PostgreSQL says what was done, so a process
 * killed at any point is continued by the next tick (here or elsewhere) without a minute charged
 * twice or lost.
 */
@Injectable()
export class ChatBilling {
  private readonly log = logger('chat-billing');

  constructor(
    @Inject(CHAT_DB) private readonly db: ServiceDb,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
    @Inject(ChatNotifier) private readonly notifier: ChatNotifier,
    @Inject(CHAT_OPTIONS) private readonly options: ChatOptions,
  ) {}

  /** The room's session that has not stopped (read once per message). */
  sessionOf(roomId: string): Promise<BillingSessionRow | null> {
    return openSessionOf(this.db, roomId);
  }

  /**
   * Before a man's message is stored: if it is the one that makes both have written, billing must
   * start first; if he cannot pay a minute, the message is refused (10025) and he hears lowBalance.
   */
  async beforeManWrites(session: BillingSessionRow | null): Promise<void> {
    if (!session || session.state !== 'waiting' || !session.woman_wrote) return;
    const started = await this.start(session);
    if (started === 'cannotPay') throw new SiteError(10025);
    if (started === 'failed') throw new SiteError(10400, BILLING_TEXTS.paymentError, undefined, 503);
  }

  /**
   * After a message is stored: the sender has written in the room's session; both have → start.
   * A running session, or one that already knows the sender wrote, needs no write.
   */
  async afterMessage(room: Room, sender: { id: string }, known: BillingSessionRow | null): Promise<void> {
    const isMan = sender.id === room.man_id;
    if (known && (known.state === 'active' || (isMan ? known.man_wrote : known.woman_wrote))) return;
    const column = isMan ? 'man_wrote' : 'woman_wrote';
    const [session] = await this.db.query<BillingSessionRow>(
      `INSERT INTO chat_room.billing_sessions (room_id, man_id, woman_id, minute_ms, ${column}) VALUES ($1, $2, $3, $4, true)
       ON CONFLICT (room_id) WHERE state <> 'stopped' DO UPDATE SET ${column} = true
       RETURNING ${SESSION_COLUMNS}`,
      [room.id, room.man_id, room.woman_id, this.options.billingMinuteMs],
    );
    if (session && session.state === 'waiting' && session.man_wrote && session.woman_wrote) await this.start(session);
  }

  /**
   * Either member ends the chat of a room (socket `endChat`). The whole minutes that passed are
   * charged first (the ticker may not have reached the last one yet); the part minute is free.
   */
  async end(roomId: string, memberId: string): Promise<boolean> {
    const session = await openSessionOf(this.db, roomId);
    if (!session || (session.man_id !== memberId && session.woman_id !== memberId)) return false;
    if (session.state === 'waiting') {
      await this.stop(session, 'ended');
      return true;
    }
    const claimed = await this.claim(session.id);
    if (!claimed) return false;
    await this.settle(claimed, 'ended');
    return true;
  }

  /** Takes one active session's lease (waiting a little while a tick holds it); null once it has stopped. */
  private async claim(id: string): Promise<BillingSessionRow | null> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const [row] = await this.db.query<BillingSessionRow>(
        changedRows(`UPDATE chat_room.billing_sessions SET lease_until = now() + (${LEASE_MS} * interval '1 millisecond')
         WHERE id = $1 AND state = 'active' AND (lease_until IS NULL OR lease_until < now()) RETURNING ${SESSION_COLUMNS}`),
        [id],
      );
      if (row) return row;
      const [current] = await this.db.query<{ state: string }>(`SELECT state FROM chat_room.billing_sessions WHERE id = $1`, [id]);
      if (current?.state !== 'active') return null;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return null;
  }

  /** Members' presence changed: their sessions remember since when they are away (the ticker stops them after the grace). */
  async presenceChanged(memberIds: string[], online: boolean): Promise<void> {
    if (!memberIds.length) return;
    // One statement for both sides (partial indexes on the active sessions' man and woman).
    const away = online ? 'NULL' : `coalesce(%_offline_since, now())`;
    await this.db.query(
      `UPDATE chat_room.billing_sessions
       SET man_offline_since = CASE WHEN man_id = ANY($1::text[]) THEN ${away.replace('%', 'man')} ELSE man_offline_since END,
           woman_offline_since = CASE WHEN woman_id = ANY($1::text[]) THEN ${away.replace('%', 'woman')} ELSE woman_offline_since END
           ${online ? '' : `, next_tick_at = least(next_tick_at, now() + ($2 * interval '1 millisecond'))`}
       WHERE state = 'active' AND (man_id = ANY($1::text[]) OR woman_id = ANY($1::text[]))`,
      online ? [memberIds] : [memberIds, this.options.offlineGraceMs],
    );
  }

  /**
   * One pass of the ticker: claims due sessions (FOR UPDATE SKIP LOCKED, with a lease so a pass
   * that dies is retried after it) and settles each. Answers how many it settled.
   */
  async tick(batch = 500): Promise<number> {
    const claimed = await this.db.transaction((tx) =>
      tx.query<BillingSessionRow>(
        changedRows(`UPDATE chat_room.billing_sessions s SET lease_until = now() + (${LEASE_MS} * interval '1 millisecond')
         WHERE s.id IN (SELECT id FROM chat_room.billing_sessions
                        WHERE state = 'active' AND next_tick_at <= now() AND (lease_until IS NULL OR lease_until < now())
                        ORDER BY next_tick_at LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING ${SESSION_COLUMNS}`),
        [batch],
      ),
    );
    // Sessions are independent (each its own row, its own ledger keys): a few settle at once, so a
    // thousand rooms due in the same second are not charged one ledger round trip after another.
    let next = 0;
    const worker = async () => {
      while (next < claimed.length) {
        const session = claimed[next++]!;
        try {
          await this.settle(session);
        } catch (err) {
          this.log.error({ err, session: session.id }, 'billing tick failed; retried after the lease');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(SETTLE_CONCURRENCY, claimed.length) }, worker));
    return claimed.length;
  }

  /**
   * Charges every whole minute due, then stops the session if someone is gone, he cannot pay on,
   * or `ending` says why it ends now. Runs under the session's lease.
   */
  private async settle(session: BillingSessionRow, ending?: StopReason): Promise<void> {
    const now = Date.now();
    const offlineSince = [session.man_offline_since, session.woman_offline_since].filter((d): d is Date => d !== null).map((d) => new Date(d).getTime());
    const firstGone = offlineSince.length ? Math.min(...offlineSince) : null;
    const gone = goneTooLong(firstGone, this.options.offlineGraceMs, now);
    // Minutes count until the grace ran out, never while both were gone longer.
    const until = gone ? Math.min(now, firstGone! + this.options.offlineGraceMs) : now;
    let current = session;
    const clockOf = (s: BillingSessionRow) => ({ startedAtMs: new Date(s.started_at!).getTime(), minuteMs: s.minute_ms, minutesCharged: s.minutes_charged });
    const clock = () => clockOf(current);
    const nextAt = (s: BillingSessionRow) =>
      new Date(Math.min(nextMinuteAt(clockOf(s)), firstGone !== null ? firstGone + this.options.offlineGraceMs : Infinity));
    while (minutesDue(clock(), until) > 0) {
      // The last minute due, when the session runs on: the next minute's hold is recorded with the
      // next tick's time and gives up the lease in the same statement.
      const last = !gone && !ending && minutesDue(clock(), until) === 1;
      const outcome = await this.chargeMinute(current, last ? nextAt : null);
      if (outcome === 'stopped') return;
      current = outcome.session;
      if (outcome.finished) return;
    }
    if (gone) return void (await this.stop(current, 'userOffline'));
    if (ending) return void (await this.stop(current, ending));
    await this.db.query(`UPDATE chat_room.billing_sessions SET next_tick_at = $2, lease_until = NULL WHERE id = $1`, [current.id, nextAt(current)]);
  }

  /**
   * Captures minute n and holds minute n + 1; a hold he cannot afford stops the session. Every step
   * is keyed by the minute, so a process killed between two of them is continued by the next tick:
   * a hold placed but not recorded is found again by its key, a capture made but not recorded is
   * answered again by its key.
   */
  private async chargeMinute(
    session: BillingSessionRow,
    finishAt: ((charged: BillingSessionRow) => Date) | null,
  ): Promise<{ session: BillingSessionRow; finished: boolean } | 'stopped'> {
    const minute = session.minutes_charged + 1;
    let current = session;
    if (current.price > 0 && current.hold_minute !== minute) {
      const recorded = await this.holdMinute(current, minute);
      if (recorded === 'stopped') return 'stopped';
      current = recorded.session;
    }
    if (current.price > 0) {
      try {
        await this.ledger().capture({
          accountId: current.man_id,
          idempotencyKey: minuteChargeKey(current.id, minute),
          holdId: current.hold_id ?? '',
          amount: BigInt(current.price),
        });
      } catch (err) {
        this.log.error({ err, session: current.id, minute }, 'capture failed');
        this.notifier.emitTo([current.man_id], 'paymentError', { roomId: current.room_id, message: BILLING_TEXTS.paymentError });
        // A hold that is gone (expired while no process ran) cannot be charged: stop rather than bill blind.
        if (err instanceof SiteError && err.code !== 10400) await this.stop(current, 'paymentError');
        throw err;
      }
    }
    const [charged] = await this.db.query<BillingSessionRow>(
      changedRows(`UPDATE chat_room.billing_sessions SET minutes_charged = $2, credits_charged = credits_charged + price
       WHERE id = $1 AND minutes_charged = $2 - 1 RETURNING ${SESSION_COLUMNS}`),
      [current.id, minute],
    );
    current = charged ?? (await this.reload(current.id));
    if (current.state !== 'active') return 'stopped';
    if (current.price === 0) {
      this.announce(current, 'billingUpdate', null);
      return { session: current, finished: false };
    }
    const next = await this.holdMinute(current, minute + 1, finishAt?.(current) ?? null);
    if (next === 'stopped') return 'stopped';
    this.announce(next.session, 'billingUpdate', next.available);
    return { session: next.session, finished: finishAt !== null };
  }

  /** Holds minute n (again, by its key, if it was held before a crash) and records it on the session. */
  private async holdMinute(
    session: BillingSessionRow,
    minute: number,
    /** When the next tick is due, if this hold ends the tick (the lease is given up with it). */
    nextTickAt: Date | null = null,
  ): Promise<{ session: BillingSessionRow; available: bigint | null } | 'stopped'> {
    const held = await this.hold(session, minute);
    if (held === 'cannotPay') {
      await this.stop(session, 'lowBalance');
      return 'stopped';
    }
    if (held === 'failed') throw new Error(`minute ${minute} could not be held`);
    const [recorded] = await this.db.query<BillingSessionRow>(
      changedRows(`UPDATE chat_room.billing_sessions SET hold_minute = $2, hold_id = $3, next_tick_at = coalesce($4, next_tick_at),
         lease_until = CASE WHEN $4::timestamptz IS NULL THEN lease_until END
       WHERE id = $1 AND state = 'active' RETURNING ${SESSION_COLUMNS}`),
      [session.id, minute, held.holdId, nextTickAt],
    );
    if (!recorded) {
      // Stopped while the hold was placed: give it back.
      await this.release(session, minute, held.holdId);
      return 'stopped';
    }
    return { session: recorded, available: held.available };
  }

  /** Starts a waiting session: holds the first minute, then marks it active. */
  private async start(session: BillingSessionRow): Promise<'started' | 'cannotPay' | 'failed'> {
    const price = await textChatPrice(this.db);
    let holdId: string | null = null;
    let balance: bigint | null = null;
    if (price > 0) {
      const held = await this.hold({ ...session, price }, 1);
      if (held === 'cannotPay') {
        this.notifier.emitTo([session.man_id], 'lowBalance', { roomId: session.room_id, message: BILLING_TEXTS.lowBalance });
        return 'cannotPay';
      }
      if (held === 'failed') return 'failed';
      holdId = held.holdId;
      balance = held.available;
    }
    const [started] = await this.db.query<BillingSessionRow>(
      changedRows(`UPDATE chat_room.billing_sessions SET state = 'active', price = $2, started_at = now(), hold_minute = 1, hold_id = $3,
         next_tick_at = now() + (minute_ms * interval '1 millisecond')
       WHERE id = $1 AND state = 'waiting' RETURNING ${SESSION_COLUMNS}`),
      [session.id, price, holdId],
    );
    if (started) this.announce(started, 'billingStarted', balance);
    return 'started';
  }

  /** Stops a session for `reason`: releases the minute in progress (a part minute is free) and tells both. */
  async stop(session: BillingSessionRow, reason: StopReason): Promise<void> {
    const stopped = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<BillingSessionRow>(
        changedRows(`UPDATE chat_room.billing_sessions SET state = 'stopped', stop_reason = $2, stopped_at = now(), lease_until = NULL
         WHERE id = $1 AND state <> 'stopped' RETURNING ${SESSION_COLUMNS}`),
        [session.id, reason],
      );
      if (!row) return null;
      await tx.publish([
        encodeEvent(
          ChatSessionEndedEvent,
          {
            sessionId: row.id,
            roomId: row.room_id,
            manId: row.man_id,
            womanId: row.woman_id,
            minutes: row.minutes_charged,
            credits: BigInt(row.credits_charged),
            reason,
            startedAtMs: BigInt(row.started_at ? new Date(row.started_at).getTime() : 0),
            endedAtMs: BigInt(Date.now()),
          },
          { streamId: row.id, actor: 'system:chat-billing' },
        ),
      ]);
      return row;
    });
    if (!stopped) return;
    if (stopped.hold_id && stopped.price > 0) await this.release(stopped, stopped.hold_minute, stopped.hold_id);
    const both = [stopped.man_id, stopped.woman_id];
    if (reason === 'lowBalance') this.notifier.emitTo([stopped.man_id], 'lowBalance', { roomId: stopped.room_id, message: BILLING_TEXTS.lowBalance });
    if (reason === 'userOffline') {
      const away = stopped.man_offline_since ? stopped.man_id : stopped.woman_id;
      this.notifier.emitTo(both, 'userOffline', { roomId: stopped.room_id, userId: away, message: BILLING_TEXTS.userOffline });
    }
    if (reason === 'paymentError') this.notifier.emitTo(both, 'billingError', { roomId: stopped.room_id, message: BILLING_TEXTS.paymentError, stopped: true });
    this.announce(stopped, 'billingStopped', null, reason);
  }

  private async hold(session: Pick<BillingSessionRow, 'id' | 'man_id' | 'room_id' | 'price' | 'minute_ms'>, minute: number) {
    try {
      const answer = await this.ledger().hold({
        accountId: session.man_id,
        idempotencyKey: minuteHoldKey(session.id, minute),
        service: 'text_chat',
        amount: BigInt(session.price),
        reference: `chat:${session.id}`,
        // Long enough to outlive a restart; an abandoned hold expires in billing.
        ttlSeconds: BigInt(Math.max(600, Math.ceil((3 * session.minute_ms) / 1000))),
      });
      return { holdId: answer.holdId, available: answer.balance?.available ?? null };
    } catch (err) {
      if (err instanceof SiteError && CANNOT_PAY.has(err.code)) return 'cannotPay' as const;
      this.log.error({ err, session: session.id, minute }, 'hold failed');
      this.notifier.emitTo([session.man_id], 'paymentError', { roomId: session.room_id, message: BILLING_TEXTS.paymentError });
      return 'failed' as const;
    }
  }

  private async release(session: BillingSessionRow, minute: number, holdId: string): Promise<void> {
    try {
      await this.ledger().release({ accountId: session.man_id, idempotencyKey: minuteReleaseKey(session.id, minute), holdId });
    } catch (err) {
      // Captured already (a minute that was due), or expired: nothing is left to give back.
      this.log.debug({ err, session: session.id, minute }, 'release refused');
    }
  }

  private announce(
    session: BillingSessionRow,
    event: 'billingStarted' | 'billingUpdate' | 'billingStopped',
    balance: bigint | null,
    reason?: StopReason,
  ): void {
    const payload = {
      roomId: session.room_id,
      startTime: session.started_at ? new Date(session.started_at).toISOString() : null,
      totalCreditsCharged: Number(session.credits_charged),
      minutes: session.minutes_charged,
      pricePerMinute: session.price,
      ...(reason ? { reason } : {}),
    };
    // His balance is his: the lady hears the session, not the credits.
    this.notifier.emitTo([session.man_id], event, { ...payload, credits: balance === null ? null : Number(balance) });
    this.notifier.emitTo([session.woman_id], event, { ...payload, credits: null });
  }

  private async reload(id: string): Promise<BillingSessionRow> {
    const [row] = await this.db.query<BillingSessionRow>(`SELECT ${SESSION_COLUMNS} FROM chat_room.billing_sessions WHERE id = $1`, [id]);
    return row!;
  }

  private ledger(): LedgerPort {
    return this.modules.get<LedgerPort>(LEDGER_PORT, { strict: false });
  }
}
