import type { Sql } from '@dating/platform';
import type { PresenceRecorder } from '../contracts/presence.port.js';
import { onlineAfterActivity, PRESENCE } from '../domain/presence.js';
import { memberIdParam } from './profile.reader.js';

/** How many members' last writes this process remembers (beyond it, the oldest are forgotten). */
const REMEMBERED_MEMBERS = 50_000;

/**
 * Presence on the profiles table. Activity costs at most one UPDATE a minute per member: this
 * process remembers when it last wrote each member, and the UPDATE itself skips a row written
 * within the minute (another process may have), so a busy member's requests write nothing.
 */
export class SqlPresence implements PresenceRecorder {
  private readonly written = new Map<string, number>();

  constructor(private readonly sql: Sql) {}

  async recordActivity(memberId: string, at: Date = new Date()): Promise<void> {
    const id = memberIdParam(memberId);
    if (id === null) return;
    const last = this.written.get(id);
    if (last !== undefined && at.getTime() - last < PRESENCE.touchEveryMs) return;
    this.remember(id, at.getTime());
    await this.sql.query(
      `UPDATE profiles.profiles SET last_active_at = $2, online_until = greatest(online_until, $4)
       WHERE member_id = $1 AND (last_active_at IS NULL OR last_active_at < $3)`,
      [id, at, new Date(at.getTime() - PRESENCE.touchEveryMs), onlineAfterActivity(at)],
    );
  }

  async wentOnline(memberId: string, at: Date = new Date()): Promise<void> {
    const id = memberIdParam(memberId);
    if (id === null) return;
    await this.sql.query(`UPDATE profiles.profiles SET online_until = 'infinity', last_active_at = $2 WHERE member_id = $1`, [id, at]);
  }

  async wentOffline(memberId: string, at: Date = new Date()): Promise<void> {
    const id = memberIdParam(memberId);
    if (id === null) return;
    await this.sql.query(`UPDATE profiles.profiles SET online_until = $2, last_active_at = greatest(last_active_at, $2) WHERE member_id = $1`, [id, at]);
  }

  private remember(id: string, at: number): void {
    this.written.delete(id);
    this.written.set(id, at);
    if (this.written.size > REMEMBERED_MEMBERS) this.written.delete(this.written.keys().next().value!);
  }
}
