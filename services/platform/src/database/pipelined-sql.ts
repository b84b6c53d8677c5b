import pg from 'pg';
import { logger } from '../logging/logger.js';
import type { Sql } from './service-db.js';

const log = logger('database');

/** A ServiceDb's pipelined connections: one per core of a small database host is enough to keep it busy. */
export const PIPELINED_LANES = 2;

interface Lane {
  client: Promise<pg.Client> | null;
  inFlight: number;
}

/**
 * A hot read path's single statements on a few connections of their own, shared in pg's pipeline
 * mode: each statement goes to the connection with the fewest in flight and is sent at once, behind
 * the others, instead of waiting for a free pooled connection. Under load a backend finds the next
 * statement already waiting when it finishes one, so it is not put to sleep and woken for each,
 * and the answers come back several to a read (on a machine whose cores the server shares with
 * PostgreSQL, those wake-ups took a third of the server thread's time). pg sends each statement
 * with its own Sync, so one that fails fails alone.
 *
 * Only for short single statements outside a transaction (a slow one would hold up those behind
 * it on its connection). A connection that fails or ends is replaced by the next statement's.
 */
export class PipelinedSql implements Sql {
  private readonly lanes: Lane[];
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    lanes = PIPELINED_LANES,
  ) {
    this.lanes = Array.from({ length: Math.max(1, lanes) }, () => ({ client: null, inFlight: 0 }));
  }

  async query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]> {
    if (this.closed) throw new Error('The database connections are closed');
    const lane = this.lanes.reduce((least, l) => (l.inFlight < least.inFlight ? l : least));
    lane.inFlight++;
    try {
      const client = await (lane.client ?? this.connect(lane));
      return (await client.query({ text, values })).rows as T[];
    } finally {
      lane.inFlight--;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.lanes.map(async (lane) => (await lane.client?.catch(() => null))?.end().catch(() => undefined)));
  }

  private connect(lane: Lane): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('The database connections are closed'));
    const client = new pg.Client({ ...this.config, pipeline: true });
    const opened = client.connect().then(() => client);
    lane.client = opened;
    const drop = () => {
      if (lane.client === opened) lane.client = null;
    };
    opened.catch(drop);
    client.on('error', (err) => {
      log.warn({ err }, 'a pipelined database connection failed');
      drop();
    });
    client.on('end', drop);
    return opened;
  }
}
