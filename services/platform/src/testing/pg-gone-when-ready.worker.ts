import { createServer, connect, type Socket } from 'node:net';
import { openServiceDatabase } from '../database/service-database.js';
import { preparedSql } from '../database/prepared-sql.js';

// A child process for connection-drop.int-spec.ts: a service database opened through a proxy to the
// machine's PostgreSQL that, once armed, lets each new connection finish its start-up and then ends
// it with PostgreSQL's own "terminating connection due to administrator command" in the same packet
// as its ReadyForQuery (what a backend killed the moment it became ready sends). It prints
// "survived" and ends with 0 when the process lives through it and its pool serves queries again;
// an error event nobody listens to ends it with 1 instead. No test-framework imports.

function fatal(): Buffer {
  const fields = Buffer.concat(
    [
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', '57P01'],
      ['M', 'terminating connection due to administrator command'],
    ].map(([k, v]) => Buffer.from(`${k}${v}\0`)),
  );
  const body = Buffer.concat([fields, Buffer.from([0])]);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

export async function main(): Promise<void> {
  const target = new URL(process.env.PG_GONE_DB!);
  let armed = false;
  let dropped = 0;
  const proxy = createServer((client: Socket) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream);
    if (!armed) {
      upstream.pipe(client);
      return;
    }
    let startup: Buffer | null = Buffer.alloc(0);
    upstream.on('data', (chunk: Buffer) => {
      if (!startup) return;
      startup = Buffer.concat([startup, chunk]);
      for (let at = 0; at + 5 <= startup.length;) {
        const type = startup[at]!;
        const end = at + 1 + startup.readInt32BE(at + 1);
        if (end > startup.length) break;
        at = end;
        if (type === 0x5a /* ReadyForQuery */) {
          dropped++;
          client.end(Buffer.concat([startup.subarray(0, at), fatal()]));
          upstream.destroy();
          startup = null;
          return;
        }
      }
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(proxy.address() as { port: number }).port}`;

  const dataSource = await openServiceDatabase({ url: url.toString(), schema: 'gone_when_ready', migrations: [], poolSize: 4 });
  const prepared = preparedSql(dataSource, 'gone');
  armed = true;
  // New connections: each is ended as it becomes ready (queries through TypeORM and straight to the pool).
  const tries = await Promise.allSettled([
    ...Array.from({ length: 4 }, () => dataSource.query('SELECT pg_sleep(0.05)')),
    ...Array.from({ length: 4 }, () => prepared.query('SELECT 1 AS one')),
  ]);
  armed = false;
  await new Promise((resolve) => setTimeout(resolve, 200));
  const [{ one }] = await dataSource.query('SELECT 1 AS one');
  const [again] = await prepared.query<{ one: number }>('SELECT 1 AS one');
  await dataSource.destroy();
  proxy.close();
  process.stdout.write(`survived dropped=${dropped} failed=${tries.filter((t) => t.status === 'rejected').length} after=${one},${again!.one}\n`);
}
