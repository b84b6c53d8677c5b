import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the machine's PostgreSQL for one test database, to take that database
 * away from the processes under test without touching the shared server: `down()` drops every
 * connection through it and refuses new ones (as a PostgreSQL restart or a failover does), `up()`
 * lets them through again. `url` is the database's URL through the proxy.
 */
export class PostgresProxy {
  private readonly sockets = new Set<Socket>();
  private available = true;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(databaseUrl: string): Promise<PostgresProxy> {
    const target = new URL(databaseUrl);
    let proxy: PostgresProxy | null = null;
    const server = createServer((client) => {
      if (!proxy?.available) return void client.destroy();
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const [socket, other] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        proxy.sockets.add(socket);
        socket.on('error', () => other.destroy());
        socket.on('close', () => {
          proxy?.sockets.delete(socket);
          other.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = new URL(databaseUrl);
    url.host = `127.0.0.1:${(server.address() as { port: number }).port}`;
    proxy = new PostgresProxy(server, url.toString());
    return proxy;
  }

  down(): void {
    this.available = false;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  up(): void {
    this.available = true;
  }

  async close(): Promise<void> {
    this.down();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
