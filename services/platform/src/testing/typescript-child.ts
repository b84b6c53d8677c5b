import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A child Node process that runs a TypeScript module's exported `main()` from the sources, through
 * Vite's module runner with the repository's vitest.config.ts: the same transform (SWC, decorator
 * metadata) and resolution (the "source" export condition) vitest applies, so no build step and no
 * stale dist/. Externalised packages (pg, typeorm) need the "node" export condition. For crash and
 * multi-process tests: the parent can SIGKILL it mid-flight.
 */
const LAUNCHER = `
import { createServer, createServerModuleRunner } from 'vite';
const [, workerFile, configFile, whenDone] = process.argv;
const server = await createServer({
  configFile,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  ssr: { resolve: { externalConditions: ['node'] } },
});
try {
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  const worker = await runner.import(workerFile);
  await worker.main();
  // A worker whose main() returns when its work is done (not a server) ends with it.
  if (whenDone === 'exit') {
    await server.close();
    process.exit(0);
  }
} catch (err) {
  console.error(err);
  await server.close();
  process.exit(1);
}
`;

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const VITEST_CONFIG = fileURLToPath(new URL('../../../../vitest.config.ts', import.meta.url));

/**
 * Starts `workerFile` (an absolute path to a .ts module exporting `main()`) with `env` added to this
 * process's. `stdin: 'pipe'` lets the parent send it input; `exitWhenDone` ends the process when
 * main() resolves (a worker that runs a job), instead of keeping it up (a worker that starts a server).
 */
export function spawnTypeScriptChild(
  workerFile: string,
  env: Record<string, string> = {},
  options: { stdin?: 'pipe' | 'ignore'; exitWhenDone?: boolean } = {},
): ChildProcess {
  return spawn(process.execPath, ['--input-type=module', '-e', LAUNCHER, workerFile, VITEST_CONFIG, options.exitWhenDone ? 'exit' : 'stay'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: [options.stdin ?? 'ignore', 'pipe', 'pipe'],
  });
}
