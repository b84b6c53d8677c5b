import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { changedRows, encodeEvent, logger, type ServiceDb, SiteError } from '@dating/platform';
import { LEDGER_PORT, type LedgerPort, orderReference } from '@dating/billing-ledger/contracts';
import { CHAT_OPTIONS, type ChatOptions } from '../chat-options.js';
import { CHAT_DB } from '../chat-room.tokens.js';
import { ChatSessionEndedEvent } from '../contracts/chat-events.js';
import {
  type EndedBy,
  goneTooLong,
  minuteChargeKey,
  minuteHoldKey,
  minuteReleaseKey,
  minutesDue,
  nextMinuteAt,
  spareReleaseKey,
  startedMinutePaid,
  type StopReason,
} from '../domain/billing-clock.js';
import { ChatError } from '../domain/chat-errors.js';
import type { Room } from '../infrastructure/rooms.js';
import { ChatNotifier } from '../realtime/chat-notifier.js';
import { type BillingSessionRow, chatPrice, type ChatService, openSessionOf, SESSION_COLUMNS } from './billing-sessions.js';
import { BILLING_TIMERS, type BillingTimer, type BillingTimers } from './billing-timers.js';

/**
 * How long a claim on a session lasts: a process that dies while settling it holds it up this long
 * at most. A late second claimer is harmless anyway (idempotency keys, conditional updates).
 */
const LEASE_MS = 5_000;

/** How many sessions one tick settles at once (the pool has 10 connections; messages need some). */
const SETTLE_CONCURRENCY = 6;

/** SQL: the member (a column of the session row, or a parameter) has a socket open (chat_room.presence). */
const PRESENT = (member: string) => `EXISTS (SELECT 1 FROM chat_room.presence p WHERE p.member_id = ${member} AND p.connections > 0)`;

/** A billing session id (the members of the Redis timers). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Refusals of the ledger that mean "he cannot pay" (spec section 8). */
const CANNOT_PAY = new Set([10025, 10028]);

/** What the member site shows (spec section 8, billing and chat toasts). */
export const BILLING_TEXTS = {
  lowBalance: 'Low balance. Please top up your account',
  userOffline: 'User went offline. Billing stopped',
  paymentError: 'Payment error. Please try again later',
  billingError: 'Billing error',
  camCannotPay: 'He does not have enough credits for the live cam',
} as const;

/** What the held minute of a session is billed as: a live cam minute while her camera is on. */
function modeOf(session: BillingSessionRow): { service: ChatService; price: number } {
  return session.cam_on && session.video_price !== null
    ? { service: 'video_chat', price: session.video_price }
    : { service: 'text_chat', price: session.price };
}

/** A session's timer, from its row as PostgreSQL answered it. */
function timerOf(session: BillingSessionRow): BillingTimer {
  return { id: session.id, at: session.next_tick_at! };
}

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
    @Inject(BILLING_TIMERS) private readonly timers: BillingTimers,
  ) {}

  /** The room's session that has not stopped (read once per message). */
  sessionOf(roomId: string): Promise<BillingSessionRow | null> {
    return openSessionOf(this.db, roomId);
  }

  /**
   * Before a man's message is stored: if it is the one that makes both have written, billing must
   * start first; if he cannot pay a minute, the message is refused (10025) and he hears lowBalance.
   * Once she has answered in the room, a message of his that opens a new session is no invite any
   * more: he must be able to pay a minute for it too. Else a man with no credits wrote a free line
   * after each of her answers by ending the chat (endChat) before it, a new session opening free.
   * (A waiting session she has not written in was opened by a message of his that passed this.)
   */
  async beforeManWrites(room: Room, session: BillingSessionRow | null): Promise<void> {
    if (!session) return this.requireMinuteOnceAnswered(room);
    if (session.state !== 'waiting' || !session.woman_wrote) return;
    const started = await this.start(session);
    // 'absent': she is not here; his message is stored as any other, and billing waits for both.
    if (started === 'cannotPay') throw new SiteError(10025);
    if (started === 'failed') throw new SiteError(10400, BILLING_TEXTS.paymentError, undefined, 503);
  }

  /** 10025 (and lowBalance) when she has written in the room and his available credits do not pay a minute. */
  private async requireMinuteOnceAnswered(room: Room): Promise<void> {
    const [row] = await this.db.query<{ answered: boolean }>(`SELECT woman_wrote AS answered FROM chat_room.rooms WHERE id = $1`, [room.id]);
    if (!row?.answered) return;
    const price = await chatPrice(this.db, 'text_chat');
    if (price <= 0) return;
    const { balance } = await this.ledger().getBalance({ accountId: room.man_id });
    if ((balance?.available ?? 0n) >= BigInt(price)) return;
    this.notifier.emitTo([room.man_id], 'lowBalance', { roomId: room.id, message: BILLING_TEXTS.lowBalance });
    throw new SiteError(10025);
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
   * charged first (the ticker may not have reached the last one yet); the minute in progress as
   * `startedMinutePaid` says (the first one always, unless the lady ended it).
   */
  async end(roomId: string, memberId: string): Promise<boolean> {
    const session = await openSessionOf(this.db, roomId);
    if (!session || (session.man_id !== memberId && session.woman_id !== memberId)) return false;
    const endedBy = memberId === session.man_id ? 'man' : 'woman';
    if (session.state === 'waiting') {
      await this.stop(session, 'ended', endedBy);
      return true;
    }
    const claimed = await this.claim(session.id);
    if (!claimed) return false;
    await this.settle(claimed, 'ended', endedBy);
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

  /**
   * The lady turns her camera on in the room's active session (live cam, issue 11 section 5): from
   * now on the man's minutes are `video_chat` minutes, the one in progress included (its text hold
   * is swapped for a video hold; the text one is given back). Under the session's lease, so the
   * ticker never holds or captures a minute at the same time. If he cannot pay the video price the
   * camera stays off: 10025 to her, lowBalance to him.
   */
  async camStart(roomId: string, ladyId: string): Promise<BillingSessionRow> {
    const session = await openSessionOf(this.db, roomId);
    if (!session || session.state !== 'active' || session.woman_id !== ladyId) throw new ChatError('CHAT.CAM_NEEDS_ACTIVE_CHAT');
    const claimed = await this.claim(session.id);
    if (!claimed) throw new ChatError('CHAT.CAM_NEEDS_ACTIVE_CHAT');
    try {
      const videoPrice = claimed.video_price ?? (await chatPrice(this.db, 'video_chat'));
      const [on] = await this.db.query<BillingSessionRow>(
        changedRows(`UPDATE chat_room.billing_sessions SET cam_on = true, video_price = $2 WHERE id = $1 AND state = 'active' RETURNING ${SESSION_COLUMNS}`),
        [claimed.id, videoPrice],
      );
      if (!on) throw new ChatError('CHAT.CAM_NEEDS_ACTIVE_CHAT');
      let current = on;
      let available: bigint | null = null;
      if (current.hold_minute === current.minutes_charged + 1 && current.hold_service === 'text_chat' && videoPrice > 0) {
        const swapped = await this.upgradeHold(current);
        if (swapped === 'stopped') throw new ChatError('CHAT.CAM_NEEDS_ACTIVE_CHAT');
        if (swapped === 'cannotPay' || swapped === 'failed') {
          await this.db.query(`UPDATE chat_room.billing_sessions SET cam_on = false WHERE id = $1`, [current.id]);
          if (swapped === 'failed') throw new SiteError(10400, BILLING_TEXTS.paymentError, undefined, 503);
          this.notifier.emitTo([current.man_id], 'lowBalance', { roomId: current.room_id, message: BILLING_TEXTS.lowBalance });
          throw new SiteError(10025, BILLING_TEXTS.camCannotPay);
        }
        current = swapped.session;
        available = swapped.available;
      }
      this.announce(current, 'billingUpdate', available);
      return current;
    } finally {
      await this.db.query(`UPDATE chat_room.billing_sessions SET lease_until = NULL WHERE id = $1`, [claimed.id]);
    }
  }

  /**
   * Either member turns the room's live cam off (she stops her camera, or he closes her video):
   * the next minutes are text_chat minutes again (the one in progress stays a video minute).
   */
  async camStop(roomId: string, memberId: string): Promise<boolean> {
    const session = await openSessionOf(this.db, roomId);
    if (!session || !session.cam_on || (session.man_id !== memberId && session.woman_id !== memberId)) return false;
    const claimed = await this.claim(session.id);
    if (!claimed) return false;
    try {
      return (await this.camOff([claimed.woman_id], 'stopped', claimed.id, memberId)) !== null;
    } finally {
      await this.db.query(`UPDATE chat_room.billing_sessions SET lease_until = NULL WHERE id = $1`, [claimed.id]);
    }
  }

  /**
   * The companion a live cam signal of `memberId` in the room goes to: only between the two members
   * of an active session whose camera is on.
   */
  async camPeer(roomId: string, memberId: string): Promise<{ session: BillingSessionRow; companionId: string }> {
    const session = await openSessionOf(this.db, roomId);
    if (!session || session.state !== 'active' || (session.man_id !== memberId && session.woman_id !== memberId))
      throw new ChatError('CHAT.CAM_NEEDS_ACTIVE_CHAT');
    if (!session.cam_on) throw new ChatError('CHAT.CAM_OFF');
    return { session, companionId: session.man_id === memberId ? session.woman_id : session.man_id };
  }

  /** Turns off the camera of the ladies' active sessions (one, with `sessionId`) and tells both members; answers the row (the last one). */
  private async camOff(ladyIds: string[], reason: 'stopped' | 'offline' | 'lowBalance', sessionId?: string, by?: string): Promise<BillingSessionRow | null> {
    const rows = await this.db.query<BillingSessionRow>(
      changedRows(`UPDATE chat_room.billing_sessions SET cam_on = false
       WHERE woman_id = ANY($1::text[]) AND state = 'active' AND cam_on ${sessionId ? 'AND id = $2' : ''} RETURNING ${SESSION_COLUMNS}`),
      sessionId ? [ladyIds, sessionId] : [ladyIds],
    );
    for (const row of rows) this.notifier.emitTo([row.man_id, row.woman_id], 'camStopped', { roomId: row.room_id, userId: by ?? row.woman_id, reason });
    return rows.at(-1) ?? null;
  }

  /**
   * Swaps the text hold of the minute in progress for a video hold (key `h{n}v`), then gives the
   * text one back (key `x{n}`). Recorded in between (`spare_hold_id`), so a process killed after the
   * swap leaves the next tick the text hold to give back, and one killed before it holds the same
   * video hold again by its key.
   */
  private async upgradeHold(
    session: BillingSessionRow,
  ): Promise<{ session: BillingSessionRow; available: bigint | null } | 'cannotPay' | 'failed' | 'stopped'> {
    const minute = session.hold_minute;
    const held = await this.hold(session, minute, { service: 'video_chat', price: session.video_price ?? 0 });
    if (held === 'cannotPay' || held === 'failed') return held;
    const [swapped] = await this.db.query<BillingSessionRow>(
      changedRows(`UPDATE chat_room.billing_sessions SET hold_id = $3, hold_service = 'video_chat', hold_price = video_price, spare_hold_id = hold_id
       WHERE id = $1 AND state = 'active' AND hold_minute = $2 AND hold_service = 'text_chat' RETURNING ${SESSION_COLUMNS}`),
      [session.id, minute, held.holdId],
    );
    if (!swapped) {
      const now = await this.reload(session.id);
      if (now.state === 'active' && now.hold_minute === minute && now.hold_id === held.holdId) return { session: now, available: held.available };
      // Stopped meanwhile: the video hold goes back.
      await this.release(session, spareReleaseKey(session.id, minute), held.holdId);
      return 'stopped';
    }
    return { session: await this.releaseSpare(swapped), available: held.available };
  }

  /** Gives back the text hold a video hold replaced, if one is still recorded. */
  private async releaseSpare(session: BillingSessionRow): Promise<BillingSessionRow> {
    if (!session.spare_hold_id) return session;
    await this.release(session, spareReleaseKey(session.id, session.hold_minute), session.spare_hold_id);
    const [cleared] = await this.db.query<BillingSessionRow>(
      changedRows(`UPDATE chat_room.billing_sessions SET spare_hold_id = NULL WHERE id = $1 AND spare_hold_id = $2 RETURNING ${SESSION_COLUMNS}`),
      [session.id, session.spare_hold_id],
    );
    return cleared ?? { ...session, spare_hold_id: null };
  }

  /** Members' presence changed: their sessions remember since when they are away (the ticker stops them after the grace). */
  async presenceChanged(memberIds: string[], online: boolean): Promise<void> {
    if (!memberIds.length) return;
    // Their last socket is gone (or its process died): a lady's camera is off, so he is not billed a live cam he cannot see.
    if (!online) await this.camOff(memberIds, 'offline');
    // One statement for both sides (partial indexes on the active sessions' man and woman).
    const away = online ? 'NULL' : `coalesce(%_offline_since, now())`;
    const update = `UPDATE chat_room.billing_sessions
       SET man_offline_since = CASE WHEN man_id = ANY($1::text[]) THEN ${away.replace('%', 'man')} ELSE man_offline_since END,
           woman_offline_since = CASE WHEN woman_id = ANY($1::text[]) THEN ${away.replace('%', 'woman')} ELSE woman_offline_since END
           ${online ? '' : `, next_tick_at = least(next_tick_at, now() + ($2 * interval '1 millisecond'))`}
       WHERE state = 'active' AND (man_id = ANY($1::text[]) OR woman_id = ANY($1::text[]))`;
    if (online) return void (await this.db.query(update, [memberIds]));
    // The grace may bring the next tick closer: the timers follow.
    const shortened = await this.db.query<{ id: string; next_tick_at: Date }>(changedRows(`${update} RETURNING id, next_tick_at`), [
      memberIds,
      this.options.offlineGraceMs,
    ]);
    await this.timers.set(shortened.map((row) => ({ id: row.id, at: row.next_tick_at })));
  }

  /**
   * One pass of the ticker over PostgreSQL: claims due sessions (FOR UPDATE SKIP LOCKED, with a
   * lease so a pass that dies is retried after it) and settles each. Answers how many it settled.
   */
  async tick(batch = 500): Promise<number> {
    return this.settleAll(await this.claimDue(batch));
  }

  /**
   * One pass of the ticker over the Redis timers: asks them for the due ids (no PostgreSQL query
   * when none is due), claims those of them PostgreSQL also finds due (the same conditions as
   * `tick`, so a stale timer is harmless) and settles each. A timer of a session that is not active
   * any more goes; one of a session not due yet takes PostgreSQL's time. Answers how many it settled.
   */
  async tickTimers(batch = 500): Promise<number> {
    const listed = await this.timers.due(Date.now(), batch);
    if (!listed.length) return 0;
    // Only session ids belong in the set; anything else would fail every claim, so it goes.
    const due = listed.filter((id) => UUID.test(id));
    if (due.length < listed.length) await this.timers.remove(listed.filter((id) => !UUID.test(id)));
    if (!due.length) return 0;
    const claimed = await this.claimDue(batch, due);
    if (claimed.length < due.length) {
      const taken = new Set(claimed.map((s) => s.id));
      const others = await this.db.query<{ id: string; state: string; next_tick_at: Date | null; due: boolean }>(
        `SELECT id, state, next_tick_at, next_tick_at <= now() AS due FROM chat_room.billing_sessions WHERE id = ANY($1::uuid[])`,
        [due.filter((id) => !taken.has(id))],
      );
      const found = new Map(others.map((row) => [row.id, row]));
      const gone = due.filter((id) => !taken.has(id) && found.get(id)?.state !== 'active');
      // Due but leased (being settled, or retried after the lease) stays as it is.
      const later = others.filter((row) => row.state === 'active' && row.next_tick_at !== null && !row.due);
      await this.timers.remove(gone);
      await this.timers.set(later.map((row) => ({ id: row.id, at: row.next_tick_at! })));
    }
    return this.settleAll(claimed);
  }

  /** The safety net of the Redis timers: every active session's timer that is missing (Redis restarted, a write lost) is added again. */
  async restoreTimers(): Promise<void> {
    const active = await this.db.query<{ id: string; next_tick_at: Date }>(
      `SELECT id, next_tick_at FROM chat_room.billing_sessions WHERE state = 'active' AND next_tick_at IS NOT NULL`,
    );
    await this.timers.addMissing(active.map((row) => ({ id: row.id, at: row.next_tick_at })));
  }

  /** Claims the due sessions (of `ids` only, if given) with a lease. */
  private claimDue(batch: number, ids?: string[]): Promise<BillingSessionRow[]> {
    return this.db.transaction((tx) =>
      tx.query<BillingSessionRow>(
        changedRows(`UPDATE chat_room.billing_sessions s SET lease_until = now() + (${LEASE_MS} * interval '1 millisecond')
         WHERE s.id IN (SELECT id FROM chat_room.billing_sessions
                        WHERE state = 'active' AND next_tick_at <= now() AND (lease_until IS NULL OR lease_until < now())
                          ${ids ? 'AND id = ANY($2::uuid[])' : ''}
                        ORDER BY next_tick_at LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING ${SESSION_COLUMNS}`),
        ids ? [batch, ids] : [batch],
      ),
    );
  }

  private async settleAll(claimed: BillingSessionRow[]): Promise<number> {
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
  private async settle(session: BillingSessionRow, ending?: StopReason, endedBy?: EndedBy): Promise<void> {
    const now = Date.now();
    const offlineSince = [session.man_offline_since, session.woman_offline_since].filter((d): d is Date => d !== null).map((d) => new Date(d).getTime());
    const firstGone = offlineSince.length ? Math.min(...offlineSince) : null;
    const gone = goneTooLong(firstGone, this.options.offlineGraceMs, now);
    // Minutes count until the grace ran out, never while both were gone longer.
    const until = gone ? Math.min(now, firstGone! + this.options.offlineGraceMs) : now;
    let current = await this.releaseSpare(session);
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
    if (ending) return void (await this.stop(current, ending, endedBy));
    const at = nextAt(current);
    await this.db.query(`UPDATE chat_room.billing_sessions SET next_tick_at = $2, lease_until = NULL WHERE id = $1`, [current.id, at]);
    await this.timers.set([{ id: current.id, at }]);
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
    if (modeOf(current).price > 0 && current.hold_minute !== minute) {
      const recorded = await this.holdMinute(current, minute);
      if (recorded === 'stopped') return 'stopped';
      current = recorded.session;
    }
    // Her camera went on within this minute but a process died before its hold became the video one.
    if (current.cam_on && current.hold_minute === minute && current.hold_service === 'text_chat' && modeOf(current).price > 0) {
      const swapped = await this.upgradeHold(current);
      if (swapped === 'stopped') return 'stopped';
      if (swapped === 'failed') throw new Error(`minute ${minute} could not be held at the video price`);
      if (swapped === 'cannotPay') current = (await this.camOff([current.woman_id], 'lowBalance', current.id)) ?? current;
      else current = swapped.session;
    }
    if (current.hold_minute === minute && current.hold_price > 0) {
      try {
        await this.ledger().capture({
          accountId: current.man_id,
          idempotencyKey: minuteChargeKey(current.id, minute),
          holdId: current.hold_id ?? '',
          amount: BigInt(current.hold_price),
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
      changedRows(`UPDATE chat_room.billing_sessions SET minutes_charged = $2,
         credits_charged = credits_charged + CASE WHEN hold_minute = $2 THEN hold_price ELSE 0 END,
         cam_minutes = cam_minutes + CASE WHEN hold_minute = $2 AND hold_service = 'video_chat' THEN 1 ELSE 0 END
       WHERE id = $1 AND minutes_charged = $2 - 1 RETURNING ${SESSION_COLUMNS}`),
      [current.id, minute],
    );
    current = charged ?? (await this.reload(current.id));
    if (current.state !== 'active') return 'stopped';
    if (modeOf(current).price === 0) {
      this.announce(current, 'billingUpdate', null);
      return { session: current, finished: false };
    }
    const next = await this.holdMinute(current, minute + 1, finishAt?.(current) ?? null);
    if (next === 'stopped') return 'stopped';
    this.announce(next.session, 'billingUpdate', next.available);
    return { session: next.session, finished: finishAt !== null };
  }

  /**
   * Holds minute n (again, by its key, if it was held before a crash) at the price of what it is
   * now (a live cam minute while her camera is on) and records it on the session.
   */
  private async holdMinute(
    session: BillingSessionRow,
    minute: number,
    /** When the next tick is due, if this hold ends the tick (the lease is given up with it). */
    nextTickAt: Date | null = null,
  ): Promise<{ session: BillingSessionRow; available: bigint | null } | 'stopped'> {
    const mode = modeOf(session);
    const held = await this.hold(session, minute, mode);
    if (held === 'cannotPay') {
      await this.stop(session, 'lowBalance');
      return 'stopped';
    }
    if (held === 'failed') throw new Error(`minute ${minute} could not be held`);
    const [recorded] = await this.db.query<BillingSessionRow>(
      changedRows(`UPDATE chat_room.billing_sessions SET hold_minute = $2, hold_id = $3, hold_service = $4, hold_price = $5,
         next_tick_at = coalesce($6, next_tick_at), lease_until = CASE WHEN $6::timestamptz IS NULL THEN lease_until END
       WHERE id = $1 AND state = 'active' RETURNING ${SESSION_COLUMNS}`),
      [session.id, minute, held.holdId, mode.service, mode.price, nextTickAt],
    );
    if (!recorded) {
      // Stopped while the hold was placed: give it back.
      await this.release(session, minuteReleaseKey(session.id, minute), held.holdId);
      return 'stopped';
    }
    if (nextTickAt) await this.timers.set([timerOf(recorded)]);
    return { session: recorded, available: held.available };
  }

  /**
   * Starts a waiting session: holds the first minute, then marks it active. Only while both have a
   * socket open: a lady answering the invite of a man who has left does not bill him (the session
   * waits, and starts when he writes again); the statement that starts it takes their presence
   * once more, so one who left in between is already counted away (the grace then stops it).
   */
  private async start(session: BillingSessionRow): Promise<'started' | 'absent' | 'cannotPay' | 'failed'> {
    const [presence] = await this.db.query<{ here: boolean }>(`SELECT ${PRESENT('$1')} AND ${PRESENT('$2')} AS here`, [session.man_id, session.woman_id]);
    if (!presence?.here) return 'absent';
    const price = await chatPrice(this.db, 'text_chat');
    let holdId: string | null = null;
    let balance: bigint | null = null;
    if (price > 0) {
      const held = await this.hold(session, 1, { service: 'text_chat', price });
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
         hold_service = 'text_chat', hold_price = $2,
         man_offline_since = CASE WHEN ${PRESENT('man_id')} THEN NULL ELSE now() END,
         woman_offline_since = CASE WHEN ${PRESENT('woman_id')} THEN NULL ELSE now() END,
         next_tick_at = now() + (CASE WHEN ${PRESENT('man_id')} AND ${PRESENT('woman_id')} THEN minute_ms ELSE least(minute_ms, $4) END * interval '1 millisecond')
       WHERE id = $1 AND state = 'waiting' RETURNING ${SESSION_COLUMNS}`),
      [session.id, price, holdId, this.options.offlineGraceMs],
    );
    if (started) {
      await this.timers.set([timerOf(started)]);
      this.announce(started, 'billingStarted', balance);
    } else if (holdId) {
      // Another start won (same key, same hold: its session keeps it), or the session stopped
      // while the hold was placed (endChat): give it back now, not when it expires.
      const [now] = await this.db.query<{ hold_id: string | null }>(`SELECT hold_id FROM chat_room.billing_sessions WHERE id = $1`, [session.id]);
      if (now?.hold_id !== holdId) await this.release(session, minuteReleaseKey(session.id, 1), holdId);
    }
    return 'started';
  }

  /**
   * Stops a session for `reason` and tells both. The minute in progress is captured when it is paid
   * (`startedMinutePaid`: a member ended the chat or the man left) and released otherwise. The
   * capture comes first, with that minute's own key: a process killed before the stop is recorded
   * leaves the session running with the minute held, and the tick that charges it at its end gets
   * the same capture back from the ledger, so the minute is charged once either way.
   */
  async stop(session: BillingSessionRow, reason: StopReason, endedBy?: EndedBy): Promise<void> {
    const paid = await this.payStartedMinute(session, reason, endedBy);
    const stopped = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<BillingSessionRow>(
        changedRows(`UPDATE chat_room.billing_sessions SET state = 'stopped', stop_reason = $2, stopped_at = now(), lease_until = NULL,
           minutes_charged = minutes_charged + CASE WHEN $3 AND hold_minute = minutes_charged + 1 THEN 1 ELSE 0 END,
           credits_charged = credits_charged + CASE WHEN $3 AND hold_minute = minutes_charged + 1 THEN hold_price ELSE 0 END,
           cam_minutes = cam_minutes + CASE WHEN $3 AND hold_minute = minutes_charged + 1 AND hold_service = 'video_chat' THEN 1 ELSE 0 END
         WHERE id = $1 AND state <> 'stopped' RETURNING ${SESSION_COLUMNS}`),
        [session.id, reason, paid],
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
    await this.timers.remove([stopped.id]);
    if (!paid && stopped.hold_id && stopped.hold_price > 0) await this.release(stopped, minuteReleaseKey(stopped.id, stopped.hold_minute), stopped.hold_id);
    if (stopped.spare_hold_id) await this.release(stopped, spareReleaseKey(stopped.id, stopped.hold_minute), stopped.spare_hold_id);
    const both = [stopped.man_id, stopped.woman_id];
    if (stopped.cam_on) this.notifier.emitTo(both, 'camStopped', { roomId: stopped.room_id, userId: stopped.woman_id, reason });
    if (reason === 'lowBalance') this.notifier.emitTo([stopped.man_id], 'lowBalance', { roomId: stopped.room_id, message: BILLING_TEXTS.lowBalance });
    if (reason === 'userOffline') {
      const away = stopped.man_offline_since ? stopped.man_id : stopped.woman_id;
      this.notifier.emitTo(both, 'userOffline', { roomId: stopped.room_id, userId: away, message: BILLING_TEXTS.userOffline });
    }
    if (reason === 'paymentError') this.notifier.emitTo(both, 'billingError', { roomId: stopped.room_id, message: BILLING_TEXTS.paymentError, stopped: true });
    this.announce(stopped, 'billingStopped', null, reason);
  }

  /** Captures the minute in progress of an active session when its stop makes it paid; whether it did. */
  private async payStartedMinute(session: BillingSessionRow, reason: StopReason, endedBy?: EndedBy): Promise<boolean> {
    if (session.state !== 'active' || !session.started_at || !session.hold_id || session.hold_price <= 0) return false;
    if (session.hold_minute !== session.minutes_charged + 1) return false;
    const clock = { startedAtMs: new Date(session.started_at).getTime(), minuteMs: session.minute_ms, minutesCharged: session.minutes_charged };
    if (!startedMinutePaid(clock, { reason, manLeft: session.man_offline_since !== null, endedBy }, Date.now())) return false;
    try {
      await this.ledger().capture({
        accountId: session.man_id,
        idempotencyKey: minuteChargeKey(session.id, session.hold_minute),
        holdId: session.hold_id,
        amount: BigInt(session.hold_price),
      });
      return true;
    } catch (err) {
      // Not charged (the hold expired, billing is down): the stop goes on and gives the minute back.
      this.log.error({ err, session: session.id, minute: session.hold_minute }, 'capture of the started minute failed');
      return false;
    }
  }

  private async hold(
    session: Pick<BillingSessionRow, 'id' | 'man_id' | 'woman_id' | 'room_id' | 'minute_ms'>,
    minute: number,
    mode: { service: ChatService; price: number },
  ) {
    try {
      const answer = await this.ledger().hold({
        accountId: session.man_id,
        idempotencyKey: minuteHoldKey(session.id, minute, mode.service === 'video_chat'),
        service: mode.service,
        amount: BigInt(mode.price),
        // His orders show a session's minutes as one order with her.
        reference: orderReference('chat', session.id, session.woman_id),
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

  private async release(session: BillingSessionRow, idempotencyKey: string, holdId: string): Promise<void> {
    try {
      await this.ledger().release({ accountId: session.man_id, idempotencyKey, holdId });
    } catch (err) {
      // Captured already (a minute that was due), or expired: nothing is left to give back.
      this.log.debug({ err, session: session.id, idempotencyKey }, 'release refused');
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
      // The running minute's price: video_chat's while it is a live cam minute.
      pricePerMinute: session.hold_price,
      camOn: session.cam_on,
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
