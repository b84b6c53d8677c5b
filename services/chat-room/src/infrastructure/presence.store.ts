import { changedRows, encodeEvent, type ServiceDb, type Transaction } from '@dating/platform';
import { MemberWentOfflineEvent, MemberWentOnlineEvent } from '../contracts/chat-events.js';

/**
 * Presence counted in PostgreSQL, so every process and every tab counts: one row per socket (with
 * the process holding it) and one counter per member. The counter's row lock serialises a member's
 * connects and disconnects across processes, so exactly one MemberWentOnline is published when
 * the count leaves 0 and one MemberWentOffline when it returns to 0, each in the same
 * transaction as the change (the outbox). A process that dies leaves its rows behind; its
 * heartbeat stops and the others sweep them (sweepDeadNodes).
 */
export class PresenceStore {
  constructor(
    private readonly db: ServiceDb,
    readonly nodeId: string,
  ) {}

  /**
   * Registers this process (and renews its heartbeat). True when its row was not there: its first
   * beat, or another process swept it as dead while it lived (its beats could not reach
   * PostgreSQL for a while), which took its sockets' rows too.
   */
  async heartbeat(): Promise<boolean> {
    const [row] = await this.db.query<{ inserted: boolean }>(
      `INSERT INTO chat_room.nodes (id, seen_at) VALUES ($1, now()) ON CONFLICT (id) DO UPDATE SET seen_at = now() RETURNING (xmax = 0) AS inserted`,
      [this.nodeId],
    );
    return row?.inserted === true;
  }

  /**
   * Sockets that connected here, counted in together (one transaction; the members' counters are
   * locked in member order): the members who just came online, each once.
   */
  async connectedMany(sockets: { memberId: string; socketId: string }[]): Promise<Set<string>> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ member_id: string }>(
        `WITH arrived AS (
           INSERT INTO chat_room.connections (socket_id, node_id, member_id) SELECT socket_id, $3, member_id FROM unnest($1::text[], $2::text[]) AS i(socket_id, member_id)
           ON CONFLICT (socket_id) DO NOTHING RETURNING member_id),
         counts AS (SELECT member_id, count(*)::int AS n FROM arrived GROUP BY member_id),
         counted AS (
           INSERT INTO chat_room.presence (member_id, connections, changed_at) SELECT member_id, n, now() FROM counts ORDER BY member_id
           ON CONFLICT (member_id) DO UPDATE SET connections = chat_room.presence.connections + excluded.connections, changed_at = now()
           RETURNING member_id, connections)
         SELECT member_id FROM counted JOIN counts USING (member_id) WHERE counted.connections = counts.n`,
        [sockets.map((s) => s.socketId), sockets.map((s) => s.memberId), this.nodeId],
      );
      if (rows.length) {
        await tx.publish(
          rows.map(({ member_id: memberId }) =>
            encodeEvent(MemberWentOnlineEvent, { memberId, atMs: BigInt(Date.now()) }, { streamId: memberId, actor: `member:${memberId}` }),
          ),
        );
      }
      return new Set(rows.map((r) => r.member_id));
    });
  }

  /** Sockets that closed here, counted out together: the members whose last socket anywhere it was. */
  async disconnectedMany(socketIds: string[]): Promise<Set<string>> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ member_id: string }>(
        `WITH gone AS (DELETE FROM chat_room.connections WHERE socket_id = ANY($1::text[]) RETURNING member_id),
         counts AS (SELECT member_id, count(*)::int AS n FROM gone GROUP BY member_id),
         old AS (SELECT p.member_id, p.connections AS was FROM chat_room.presence p JOIN counts c USING (member_id) ORDER BY p.member_id FOR UPDATE OF p),
         counted AS (
           UPDATE chat_room.presence p SET connections = greatest(o.was - c.n, 0), changed_at = now()
           FROM counts c JOIN old o USING (member_id) WHERE p.member_id = c.member_id RETURNING p.member_id, p.connections, o.was)
         SELECT member_id FROM counted WHERE connections = 0 AND was > 0`,
        [socketIds],
      );
      if (rows.length) {
        await tx.publish(
          rows.map(({ member_id: memberId }) =>
            encodeEvent(MemberWentOfflineEvent, { memberId, atMs: BigInt(Date.now()) }, { streamId: memberId, actor: `member:${memberId}` }),
          ),
        );
      }
      return new Set(rows.map((r) => r.member_id));
    });
  }

  /**
   * Forgets the sockets of processes whose heartbeat stopped (killed or partitioned), including
   * this process's own rows from before a restart under the same id. Answers who went offline.
   */
  async sweepDeadNodes(timeoutMs: number): Promise<string[]> {
    const dead = await this.db.query<{ id: string }>(`SELECT id FROM chat_room.nodes WHERE seen_at < now() - ($1 * interval '1 millisecond') AND id <> $2`, [
      timeoutMs,
      this.nodeId,
    ]);
    const offline: string[] = [];
    for (const { id } of dead) {
      await this.db.transaction(async (tx) => {
        const rows = await tx.query<{ member_id: string; n: string }>(
          `WITH gone AS (DELETE FROM chat_room.connections WHERE node_id = $1 RETURNING member_id)
           SELECT member_id, count(*)::text AS n FROM gone GROUP BY member_id ORDER BY member_id`,
          [id],
        );
        for (const row of rows) if (await this.decrement(tx, row.member_id, Number(row.n))) offline.push(row.member_id);
        await tx.query(`DELETE FROM chat_room.nodes WHERE id = $1`, [id]);
      });
    }
    return offline;
  }

  /** Removes this process's rows on a clean shutdown (its sockets are closing anyway). */
  async leave(): Promise<string[]> {
    await this.db.query(`UPDATE chat_room.nodes SET seen_at = '-infinity' WHERE id = $1`, [this.nodeId]);
    const offline: string[] = [];
    await this.db.transaction(async (tx) => {
      const rows = await tx.query<{ member_id: string; n: string }>(
        `WITH gone AS (DELETE FROM chat_room.connections WHERE node_id = $1 RETURNING member_id)
         SELECT member_id, count(*)::text AS n FROM gone GROUP BY member_id ORDER BY member_id`,
        [this.nodeId],
      );
      for (const row of rows) if (await this.decrement(tx, row.member_id, Number(row.n))) offline.push(row.member_id);
      await tx.query(`DELETE FROM chat_room.nodes WHERE id = $1`, [this.nodeId]);
    });
    return offline;
  }

  /** Who of these members has a socket open anywhere. */
  async onlineAmong(memberIds: string[]): Promise<Set<string>> {
    if (!memberIds.length) return new Set();
    const rows = await this.db.query<{ member_id: string }>(`SELECT member_id FROM chat_room.presence WHERE member_id = ANY($1) AND connections > 0`, [
      memberIds,
    ]);
    return new Set(rows.map((r) => r.member_id));
  }

  async isOnline(memberId: string): Promise<boolean> {
    return (await this.onlineAmong([memberId])).has(memberId);
  }

  private async decrement(tx: Transaction, memberId: string, by: number): Promise<boolean> {
    const [row] = await tx.query<{ connections: number; was: number }>(
      changedRows(`UPDATE chat_room.presence p SET connections = greatest(p.connections - $2, 0), changed_at = now()
       FROM (SELECT connections AS was FROM chat_room.presence WHERE member_id = $1 FOR UPDATE) old
       WHERE p.member_id = $1 RETURNING p.connections, old.was`),
      [memberId, by],
    );
    if (!row || row.connections !== 0 || row.was === 0) return false;
    await tx.publish([encodeEvent(MemberWentOfflineEvent, { memberId, atMs: BigInt(Date.now()) }, { streamId: memberId, actor: `member:${memberId}` })]);
    return true;
  }
}
