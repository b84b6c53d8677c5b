import { connect, type Socket } from 'node:net';

/**
 * A benchmark's lean HTTP/1.1 client (one keep-alive connection per simulated client, requests
 * written as prepared bytes, as wrk or autocannon do): its CPU per request is a fraction of
 * node:http's or fetch's, so on a shared machine the load generator takes little from the server
 * it measures. One connection carries one request at a time; answers need a Content-Length.
 */
export class HttpConnection {
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (r: { status: number; body: Buffer }) => void; reject: (e: Error) => void } | null = null;

  private constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.drain();
    });
    socket.on('error', (err) => this.waiting?.reject(err));
    socket.on('close', () => this.waiting?.reject(new Error('connection closed')));
  }

  static open(host: string, port: number): Promise<HttpConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host, port }, () => resolve(new HttpConnection(socket)));
      socket.once('error', reject);
    });
  }

  request(bytes: Buffer): Promise<{ status: number; body: Buffer }> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(bytes);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private drain(): void {
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0 || !this.waiting) return;
    const head = this.buffer.subarray(0, headEnd).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
    if (!Number.isFinite(length)) return this.waiting.reject(new Error(`no Content-Length in: ${head.slice(0, 200)}`));
    if (this.buffer.length < headEnd + 4 + length) return;
    const body = this.buffer.subarray(headEnd + 4, headEnd + 4 + length);
    this.buffer = this.buffer.subarray(headEnd + 4 + length);
    const waiting = this.waiting;
    this.waiting = null;
    waiting.resolve({ status: Number(head.slice(9, 12)), body });
  }
}

/** A request's bytes: a JSON POST with a bearer token (built once per distinct request, sent many times). */
export function jsonPostBytes(url: URL, token: string, body: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(body));
  const head = `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nAuthorization: Bearer ${token}\r\nContent-Length: ${json.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), json]);
}
