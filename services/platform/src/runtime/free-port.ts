import { createServer } from 'node:net';

/** Ports handed out: below Linux's ephemeral range (32768 and up by default). */
const FIRST = 20_000;
const LAST = 32_000;

/**
 * A loopback port nothing listens on, for a child process to listen on (tests, the launcher);
 * with `consecutive`, the ports after it are free too (a Kafka broker's controller port).
 * Drawn at random below the kernel's ephemeral range, where neither `listen(0)` nor an outgoing
 * connection ever takes a port: a port the kernel picked (`listen(0)`) could be handed to another
 * socket, a test's database connection say, before the child listens on it (EADDRINUSE).
 */
export async function freePort(consecutive = 1): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST));
    let free = true;
    for (let next = port; free && next < port + consecutive; next++) free = await canListen(next);
    if (free) return port;
  }
  throw new Error(`no free port between ${FIRST} and ${LAST}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
