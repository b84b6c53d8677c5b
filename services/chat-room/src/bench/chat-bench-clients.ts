import { io, type Socket } from 'socket.io-client';

/**
 * A client process of `npm run bench:chat` (forked by chat-bench.js with an IPC channel): opens
 * one authenticated websocket per token it is sent, a few at a time, keeps them open and idle, and
 * answers how many connected; closes them all when told. Several of these hold the idle sockets,
 * so the server's process holds only its own side of each connection.
 */
interface Open {
  url: string;
  tokens: string[];
  concurrency: number;
}

const sockets: Socket[] = [];

const connect = (url: string, token: string) =>
  new Promise<boolean>((resolve) => {
    const socket = io(url, { transports: ['websocket'], auth: { jwtToken: token }, reconnection: false, forceNew: true, timeout: 60_000 });
    socket.once('connect', () => {
      sockets.push(socket);
      resolve(true);
    });
    socket.once('connect_error', () => {
      socket.close();
      resolve(false);
    });
  });

async function open({ url, tokens, concurrency }: Open): Promise<void> {
  let next = 0;
  let connected = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tokens.length) {
        if (await connect(url, tokens[next++]!)) connected++;
        else failed++;
      }
    }),
  );
  process.send!({ connected, failed, stillOpen: sockets.filter((s) => s.connected).length });
}

process.on('message', (message: { open?: Open; close?: true }) => {
  if (message.open) void open(message.open);
  if (message.close) {
    for (const socket of sockets) socket.close();
    setTimeout(() => process.exit(0), 100);
  }
});
process.on('disconnect', () => process.exit(0));
