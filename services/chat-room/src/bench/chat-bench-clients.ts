import { io, type Socket } from 'socket.io-client';

/**
 * A client process of `npm run bench:chat` (forked by chat-bench.js with an IPC channel), so the
 * server's process holds only its own side of each connection. Told `open`, it opens one
 * authenticated websocket per token, a few at a time, keeps them open and idle, and answers how many
 * connected. Told `pairs`, it connects its share of the man/lady pairs and answers `ready`; told
 * `go`, each of its men sends to his lady, one message in flight per pair (or at a given pace), until the deadline, and
 * it answers the latencies (send → the lady hears it) and the failed acks. Told `close`, it closes
 * every socket and exits.
 */
interface Open {
  url: string;
  tokens: string[];
  concurrency: number;
}

export interface PairTokens {
  pair: number;
  man: string;
  lady: string;
  ladyId: string;
}

interface Pairs {
  url: string;
  pairs: PairTokens[];
}

/** What a client process answers after `go`: its latencies in ms, failed acks, and when it started and finished (epoch ms). */
export interface PairsResult {
  latencies: number[];
  failed: number;
  startedAt: number;
  finishedAt: number;
}

const sockets: Socket[] = [];
let pairSockets: { man: Socket; lady: Socket; ladyId: string; pair: number }[] = [];

const now = () => performance.timeOrigin + performance.now();

const connect = (url: string, token: string) =>
  new Promise<Socket | null>((resolve) => {
    const socket = io(url, { transports: ['websocket'], auth: { jwtToken: token }, reconnection: false, forceNew: true, timeout: 60_000 });
    socket.once('connect', () => {
      sockets.push(socket);
      resolve(socket);
    });
    socket.once('connect_error', () => {
      socket.close();
      resolve(null);
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

async function connectPairs({ url, pairs }: Pairs): Promise<void> {
  const connected = await Promise.all(
    pairs.map(async (p) => ({ lady: await connect(url, p.lady), man: await connect(url, p.man), ladyId: p.ladyId, pair: p.pair })),
  );
  const refused = connected.filter((p) => !p.lady || !p.man).length;
  if (refused) return void process.send!({ error: `${refused} of ${pairs.length} pairs could not connect` });
  pairSockets = connected as typeof pairSockets;
  process.send!({ ready: true });
}

/**
 * Every man sends to his lady until `deadline` (epoch ms): one message in flight per pair, or, with
 * `everyMs`, one message every `everyMs` whatever the acks (an offered rate; each pair starts at a
 * random point of its first interval so the pairs do not send in step).
 */
async function go(deadline: number, everyMs?: number, tag = ''): Promise<void> {
  const latencies: number[] = [];
  let failed = 0;
  const startedAt = now();
  await Promise.all(
    pairSockets.map(async ({ man, lady, ladyId, pair }) => {
      const sentAt = new Map<string, number>();
      lady.on('sendMessage', (m: { clientMessageId: string }) => {
        const at = sentAt.get(m.clientMessageId);
        if (at !== undefined) latencies.push(performance.now() - at);
      });
      const send = async (n: number) => {
        const id = `b${tag}-${pair}-${everyMs ? 'p' : 'c'}-${n}`;
        sentAt.set(id, performance.now());
        const ack = (await man
          .timeout(10_000)
          .emitWithAck('sendMessage', { receiverId: ladyId, message: `message ${n}`, clientMessageId: id })
          .catch(() => null)) as { status?: boolean } | null;
        if (!ack?.status) failed++;
      };
      if (!everyMs) {
        for (let n = 0; Date.now() < deadline; n++) await send(n);
        return;
      }
      const inFlight: Promise<void>[] = [];
      let next = now() + Math.random() * everyMs;
      for (let n = 0; next < deadline; n++, next += everyMs) {
        await new Promise((r) => setTimeout(r, Math.max(0, next - now())));
        inFlight.push(send(n));
      }
      await Promise.all(inFlight);
    }),
  );
  const finishedAt = now();
  // Deliveries still on their way are counted a little longer.
  await new Promise((r) => setTimeout(r, 200));
  for (const p of pairSockets) {
    p.man.close();
    p.lady.close();
  }
  const result: PairsResult = { latencies, failed, startedAt, finishedAt };
  process.send!(result);
}

process.on('message', (message: { open?: Open; pairs?: Pairs; go?: { deadline: number; everyMs?: number; tag?: string }; close?: true }) => {
  if (message.open) void open(message.open);
  if (message.pairs) void connectPairs(message.pairs);
  if (message.go) void go(message.go.deadline, message.go.everyMs, message.go.tag);
  if (message.close) {
    for (const socket of sockets) socket.close();
    setTimeout(() => process.exit(0), 100);
  }
});
process.on('disconnect', () => process.exit(0));
