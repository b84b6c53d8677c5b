import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

const STARTUP_PROTOCOL = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const PASSWORD = 0x70; // 'p'
/** A client that has not authenticated within this time is dropped (no half-open sockets). */
const AUTH_TIMEOUT_MS = 10_000;
/** Larger than any startup or password message a real client sends. */
const MAX_AUTH_BYTES = 16 * 1024;
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
 * Asks the client for a password before PGlite ever sees its startup message. PGlite itself
 * accepts any user and password, so without this anyone on the machine could read and rewrite the
 * data (or hold a transaction open and freeze the app). The password is random per start and
 * compared in constant time; on success the startup message is handed back to pglite-socket's
 * handler, which answers it as usual. `onAuthenticated` gets the socket; a failure closes it with
 * the Postgres error for a wrong password (28P01).
 */
function authenticate(socket: Socket, password: string, onAuthenticated: (startup: Buffer) => void): void {
  const expected = createHash('sha256').update(password).digest();
  let buffer = Buffer.alloc(0);
  let startup: Buffer | null = null;
  const timer = setTimeout(() => socket.destroy(), AUTH_TIMEOUT_MS);
  const fail = (code: string, message: string) => {
    clearTimeout(timer);
    socket.removeListener('data', onData);
    socket.end(errorResponse(code, message));
  };
  const onData = (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (buffer.length > MAX_AUTH_BYTES) return fail('08P01', 'startup packet too large');
    for (;;) {
      if (!startup) {
        // Untyped startup-phase messages: int32 length, int32 code.
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (length < 8 || length > MAX_AUTH_BYTES) return fail('08P01', 'invalid startup packet');
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          socket.write('N'); // no encryption on a loopback socket; the client goes on in clear
          continue;
        }
        if (code !== STARTUP_PROTOCOL) return fail('08P01', 'unsupported startup request');
        startup = Buffer.from(message);
        socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3])); // AuthenticationCleartextPassword
        continue;
      }
      if (buffer.length < 5) return;
      if (buffer[0] !== PASSWORD) return fail('08P01', 'expected a password message');
      const length = buffer.readInt32BE(1);
      if (length < 5 || length > MAX_AUTH_BYTES) return fail('08P01', 'invalid password message');
      if (buffer.length < length + 1) return;
      const given = buffer
        .subarray(5, length + 1)
        .toString('utf8')
        .replace(/\0$/, '');
      const rest = buffer.subarray(length + 1);
      if (!timingSafeEqual(createHash('sha256').update(given).digest(), expected)) {
        return fail('28P01', 'password authentication failed');
      }
      clearTimeout(timer);
      socket.removeListener('data', onData);
      socket.pause();
      if (rest.length) socket.unshift(rest);
      onAuthenticated(startup);
      return;
    }
  };
  socket.on('data', onData);
  socket.on('error', () => socket.destroy());
}

function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head[0] = 0x45; // 'E'
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/**
 * PGlite served over the Postgres wire protocol (pglite-socket's connection handler with the
 * unit-preserving queue above), so the same TypeORM/pg code runs on it as on PostgreSQL.
 * `dataDir` keeps the data across restarts; "memory://" keeps nothing.
 *
 * It listens on loopback only and every connection must give a password generated at random for
 * this start (in `url`). `passwordFile`, when given, receives that password with owner-only
 * permissions, for an operator's psql; nothing else ever needs it.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port?: number; passwordFile?: string }): Promise<EmbeddedPostgres> {
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const password = randomBytes(32).toString('base64url');
  if (options.passwordFile) {
    writeFileSync(options.passwordFile, `${password}\n`, { mode: 0o600 });
    chmodSync(options.passwordFile, 0o600); // an existing file keeps its old mode on write
  }
  const db = await PGlite.create(options.dataDir);
  const queue = new ProtocolUnitQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const server: Server = createServer((socket) => {
    authenticate(socket, password, (startup) => {
      const handler = new PGLiteSocketHandler({ queryQueue: queue as never, closeOnDetach: true });
      handlers.add(handler);
      socket.once('close', () => handlers.delete(handler));
      handler
        .attach(socket)
        .then(() => {
          socket.unshift(startup);
          socket.resume();
        })
        .catch(() => socket.destroy());
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres?sslmode=disable`,
    stop: async () => {
      for (const h of handlers) await h.detach(true);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
