import { Global, Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ACCESS_TOKEN_VERIFIER, createSiteApp, type Runtime, RuntimeModule, TokenSigner } from '@dating/platform';
import { RemoteSessionVerifier, sessionAnswer, type SessionChecker } from '@dating/identity/contracts';
import { ProfilesModule } from '../profiles.module.js';

@Module({})
class BenchModule {}

/** Identity's answer for every session: open, a man (the bench's tokens are all men's). */
const openSessions: SessionChecker = {
  checkSession: async ({ sessionId, subject }) => sessionAnswer({ kind: 'member', id: subject.slice('member:'.length), sessionId, userType: 'man' }),
};

@Global()
@Module({
  providers: [{ provide: ACCESS_TOKEN_VERIFIER, inject: [TokenSigner], useFactory: (tokens: TokenSigner) => new RemoteSessionVerifier(tokens, openSessions) }],
  exports: [ACCESS_TOKEN_VERIFIER],
})
class BenchAuth {}

/**
 * profiles' Site API as split mode serves it, listening on a free port of 127.0.0.1: member tokens
 * checked like identity's remote verifier (the signature here, the session answer cached a second).
 */
export async function benchSearchApp(runtime: Runtime): Promise<{ app: NestExpressApplication; url: string }> {
  const app = await createSiteApp({ module: BenchModule, imports: [RuntimeModule.forRoot(runtime), BenchAuth, ProfilesModule.register()] });
  await app.listen(0, '127.0.0.1');
  return { app, url: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}` };
}
