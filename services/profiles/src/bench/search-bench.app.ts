import { Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createSiteApp, type Runtime, RuntimeModule } from '@dating/platform';
import { BenchOpenSessionsModule } from '@dating/identity/contracts';
import { ProfilesModule } from '../profiles.module.js';

@Module({})
class BenchModule {}

/**
 * profiles' Site API as split mode serves it, listening on a free port of 127.0.0.1: member tokens
 * checked like identity's remote verifier (the signature here, the session answer cached a second).
 */
export async function benchSearchApp(runtime: Runtime): Promise<{ app: NestExpressApplication; url: string }> {
  const app = await createSiteApp({ module: BenchModule, imports: [RuntimeModule.forRoot(runtime), BenchOpenSessionsModule, ProfilesModule.register()] });
  await app.listen(0, '127.0.0.1');
  return { app, url: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}` };
}
