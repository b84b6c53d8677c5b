import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import { freePort } from '@dating/platform';

/**
 * Runs the built all-in-one product as a child process, for tools (web/bench) and end-to-end tests:
 * part of the build on purpose, so a tool needs no test code. The path resolves the same from
 * src/ (tests run the sources) and from dist/.
 */
const mainJs = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/main.js');

export interface RunningProduct {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the built all-in-one process (`npm run build` first) as a user would, waits until
 * /ready answers (and the demo is seeded), and stops it with SIGTERM. Used by the web bench and by
 * end-to-end and browser tests.
 */
export async function startProduct(env: Record<string, string> = {}, options: { dataDir?: string } = {}): Promise<RunningProduct> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'dating-e2e-'));
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [mainJs], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // Like main.ts: the demo is seeded on the embedded default unless SEED_DEMO says otherwise.
  const seeds = env.SEED_DEMO ? env.SEED_DEMO === 'true' : !env.DATABASE_URL;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) {
      // Its last words may still be in the pipes: 'close' comes once both have ended.
      if (child.stdout!.readable || child.stderr!.readable) await Promise.race([once(child, 'close'), new Promise((r) => setTimeout(r, 2_000))]);
      throw new Error(`the product exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/ready`);
      if (res.ok && (!seeds || output.includes('Demo sign-ins'))) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the product did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    output: () => output,
    stop: () =>
      new Promise<void>((res) => {
        if (child.exitCode !== null) return res();
        child.once('exit', () => res());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
