/* eslint-disable no-restricted-imports -- a test process that hosts identity and billing beside the chat, as the all-in-one process does */
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { createSiteApp, InProcessEventBus, openRedis, RuntimeModule } from '@dating/platform';
import { testRuntime } from '@dating/platform/testing';
import { BillingLedgerModule } from '@dating/billing-ledger';
import { IdentityModule } from '@dating/identity';
import { ChatRoomModule } from '../chat-room.module.js';

// A chat process for the multi-process tests (chat-processes.int-spec.ts): identity, billing and the
// chat on the given database and port, Redis for the socket fan-out when CHAT_WORKER_REDIS is set. It
// prints "ready <url>" once it listens; the parent kills it (SIGKILL) or stops it (SIGTERM). No
// test-framework imports: it runs outside vitest.

@Module({})
class WorkerModule {}

export async function main(): Promise<void> {
  const env = process.env;
  const redis = env.CHAT_WORKER_REDIS ? openRedis(env.CHAT_WORKER_REDIS) : null;
  const bus = new InProcessEventBus();
  const runtime = testRuntime({ databaseUrl: env.CHAT_WORKER_DB!, redis, bus, dataDir: env.CHAT_WORKER_DATA ?? '/tmp' });
  const app = await createSiteApp({
    module: WorkerModule,
    imports: [
      RuntimeModule.forRoot(runtime),
      IdentityModule.register(),
      BillingLedgerModule.register(),
      ChatRoomModule.register({
        billingMinuteMs: Number(env.CHAT_WORKER_MINUTE_MS ?? 1000),
        offlineGraceMs: Number(env.CHAT_WORKER_GRACE_MS ?? 5000),
        tickMs: 50,
        nodeTimeoutMs: 1_000,
      }),
    ],
  });
  await app.listen(Number(env.CHAT_WORKER_PORT), '127.0.0.1');
  const url = `http://127.0.0.1:${env.CHAT_WORKER_PORT}`;
  runtime.publicUrl = url;
  process.stdout.write(`ready ${url}\n`);
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => bus.close())
      .then(() => redis?.disconnect())
      .finally(() => process.exit(0));
  });
}
