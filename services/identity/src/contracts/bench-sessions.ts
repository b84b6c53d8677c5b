import { Global, Module } from '@nestjs/common';
import { ACCESS_TOKEN_VERIFIER, TokenSigner } from '@dating/platform';
import { RemoteSessionVerifier, sessionAnswer, type SessionChecker } from './session-service.js';

/** Identity's answer for every session in a benchmark: open, a man (the benches' tokens are all men's). */
const openMenSessions: SessionChecker = {
  checkSession: async ({ sessionId, subject }) => sessionAnswer({ kind: 'member', id: subject.slice('member:'.length), sessionId, userType: 'man' }),
};

/**
 * For benchmarks of a service's Site API without identity in the process: member tokens checked as
 * split mode checks them (the signature here, identity's session answer cached a second), with
 * every session open. Never imported by a service's own module.
 */
@Global()
@Module({
  providers: [
    { provide: ACCESS_TOKEN_VERIFIER, inject: [TokenSigner], useFactory: (tokens: TokenSigner) => new RemoteSessionVerifier(tokens, openMenSessions) },
  ],
  exports: [ACCESS_TOKEN_VERIFIER],
})
export class BenchOpenSessionsModule {}
