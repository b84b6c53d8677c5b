import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

const STARTUP_PROTOCOL = 196608;
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (err: unknown) => void;
}

/**
 * Schedules the Postgres protocol messages of many connections onto PGlite's single session.
 *
 * pglite-socket's own queue interleaves messages of different connections one by one, which
 * breaks the extended protocol (Parse/Bind/Execute/Sync of one query must not be split by
 * another connection's Parse: "unnamed prepared statement does not exist"). Here a connection
 * owns the session from its first message until a unit ends (Sync, simple Query, startup or
 * Terminate) and, inside a transaction, until the transaction ends.
 */
class ProtocolUnitQueue {
  private readonly queue: Pending[] = [];
  private owner: number | null = null;
  private running = false;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.pump();
    });
  }

  clearQueueForHandler(handlerId: number): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      if (this.queue[i]!.handlerId === handlerId) this.queue.splice(i, 1)[0]!.reject(new Error('connection closed'));
    }
  }

  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const index = this.owner === null ? 0 : this.queue.findIndex((p) => p.handlerId === this.owner);
        if (index < 0 || !this.queue.length) return; // the owner is between messages of its unit
        const item = this.queue.splice(index, 1)[0]!;
        this.owner = item.handlerId;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
          item.resolve(bytes);
        } catch (err) {
          item.reject(err);
        }
        if (endsUnit(item.message) && !this.db.isInTransaction()) this.owner = null;
      }
    } finally {
      this.running = false;
    }
  }
}

function endsUnit(message: Uint8Array): boolean {
  if (message.length >= 8 && new DataView(message.buffer, message.byteOffset).getInt32(4) === STARTUP_PROTOCOL) return true;
  const type = message[0];
  return type === SYNC || type === QUERY || type === TERMINATE;
}

/**
 * PGlite served over the Postgres wire protocol (pglite-socket's connection handler with the
 * unit-preserving queue above), so the same TypeORM/pg code runs on it as on PostgreSQL.
 * `dataDir` keeps the data across restarts; "memory://" keeps nothing.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port?: number }): Promise<EmbeddedPostgres> {
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create(options.dataDir);
  const queue = new ProtocolUnitQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const server: Server = createServer((socket) => {
    const handler = new PGLiteSocketHandler({ queryQueue: queue as never, closeOnDetach: true });
    handlers.add(handler);
    socket.once('close', () => handlers.delete(handler));
    handler.attach(socket).catch(() => socket.destroy());
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    stop: async () => {
      for (const h of handlers) await h.detach(true);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
