import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '@dating/platform';
import { fileURLToPath } from 'node:url';
import { spawnTypeScriptChild } from '@dating/platform/testing';

const WORKER = fileURLToPath(new URL('./chat-worker.ts', import.meta.url));

/** One chat process (chat-worker.ts) for the multi-process tests; `start` resolves once it listens. */
export class ChatProcess {
  output = '';
  readonly closed: Promise<unknown>;

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    this.closed = once(child, 'close');
  }

  /** Still running (not exited, not killed). */
  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  static async start(env: Record<string, string>): Promise<ChatProcess> {
    const port = await freePort();
    const child = spawnTypeScriptChild(WORKER, { CHAT_WORKER_PORT: String(port), LOG_LEVEL: 'warn', ...env });
    const process = new ChatProcess(child, `http://127.0.0.1:${port}`);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the chat process did not start:\n${process.output}`)), 90_000);
      child.stderr!.on('data', (d: Buffer) => (process.output += d.toString()));
      child.stdout!.on('data', (d: Buffer) => {
        process.output += d.toString();
        if (process.output.includes('ready ')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the chat process exited with ${code}:\n${process.output}`));
      });
    });
    return process;
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (!this.alive) return;
    this.child.kill(signal);
    await this.closed;
  }
}
