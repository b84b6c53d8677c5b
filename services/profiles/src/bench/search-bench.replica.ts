import 'reflect-metadata';
import { parentPort, workerData } from 'node:worker_threads';
import { benchRuntime } from '@dating/platform';
import { benchSearchApp } from './search-bench.app.js';
import { threadId } from './thread-id.js';

/**
 * One more replica of the service for `BENCH_REPLICAS` > 1, on its own thread with its own event
 * loop and pool, as another profiles process behind a balancer would be: tells its URL and thread
 * id (for its CPU time), closes when told.
 */
const { databaseUrl, dataDir } = workerData as { databaseUrl: string; dataDir: string };
const runtime = benchRuntime(databaseUrl, dataDir);
const { app, url } = await benchSearchApp(runtime);
parentPort!.once('message', () => {
  void app
    .close()
    .then(() => runtime.bus.close())
    .then(() => process.exit(0));
});
parentPort!.postMessage({ url, tid: threadId() });
