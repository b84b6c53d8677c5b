import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

async function freeTcpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A Redis server of a test's own (the machine's `redis-server` on a free port), for outage tests:
 * `kill()` takes it down (its data with it, unless started `persistent`: an append-only file synced
 * on every write, as a production Redis keeps it), `start()` brings it back on the same port,
 * `freeze()` and `thaw()` stop and continue it (SIGSTOP/SIGCONT: connections stay open and nothing
 * answers, as with a network partition or a stalled server). The machine's shared Redis is never
 * touched. `close()` ends it for good.
 */
export class OwnRedisServer {
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    /** The append-only file's folder, when persistent. */
    private readonly dir: string | null,
  ) {}

  /** redis://127.0.0.1:<port>/0 */
  get url(): string {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  static async start(options: { persistent?: boolean } = {}): Promise<OwnRedisServer> {
    const server = new OwnRedisServer(await freeTcpPort(), options.persistent ? mkdtempSync(join(tmpdir(), 'own-redis-')) : null);
    await server.start();
    return server;
  }

  async start(): Promise<void> {
    if (this.child) return;
    const persistence = this.dir ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', this.dir] : ['--appendonly', 'no'];
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', ...persistence], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      child.stdout!.on('data', (d: Buffer) => {
        output += d.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });
    child.stdout!.resume();
  }

  /** SIGKILL: down at once, its data gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    child.kill('SIGCONT');
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    await sleep(50);
  }

  /** SIGSTOP: its connections stay open and nothing answers. */
  freeze(): void {
    this.child?.kill('SIGSTOP');
  }

  /** SIGCONT: answers again. */
  thaw(): void {
    this.child?.kill('SIGCONT');
  }

  async close(): Promise<void> {
    await this.kill();
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }
}
