import { setTimeout as sleep } from 'node:timers/promises';
import { create } from '@bufbuild/protobuf';
import { CheckSessionResponseSchema, SessionService } from '@dating/proto/identity/v1/sessions_pb';
import { status } from '@grpc/grpc-js';
import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { describe, expect, it } from 'vitest';
import { generateServiceKeyPair, ServiceTokenSigner, ServiceTokenVerifier } from '../auth/service-tokens.js';
import { GrpcServiceClient } from './grpc-client.js';
import { GrpcEndpoint, GrpcEndpointModule } from './grpc-endpoint.module.js';
import { startGrpcServer } from './grpc-server.js';

// A served service's module: the endpoint finds its providers through the module ref, and its
// shutdown hook says when the modules close (a database would close there).
const events: string[] = [];

@Injectable()
class Sessions implements OnApplicationShutdown {
  open = true;
  onApplicationShutdown(): void {
    events.push('modules closed');
  }
}

@Module({ providers: [Sessions] })
class SessionsModule {}

const keys = generateServiceKeyPair();

describe('GrpcEndpointModule', () => {
  it('serves once the app is up, drains calls in flight before the modules close, and is gone after', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    const endpoint = GrpcEndpointModule.register({
      name: 'test.sessions',
      start: (moduleRef) =>
        startGrpcServer(
          SessionService,
          {
            checkSession: async (request) => {
              if (request.sessionId === 'slow') {
                entered();
                await gate;
              }
              events.push(`answered ${request.sessionId}`);
              return create(CheckSessionResponseSchema, { active: moduleRef.get(Sessions, { strict: false }).open });
            },
          },
          { port: 0, callers: new ServiceTokenVerifier('test-sessions', new Map([['caller', keys.publicKey]])), authorize: () => undefined },
        ),
    });
    const app = await NestFactory.createApplicationContext({ module: SessionsModule, imports: [endpoint] }, { logger: false });
    await app.init();

    const served = GrpcEndpoint.of(app, 'test.sessions');
    const client = new GrpcServiceClient(SessionService, `127.0.0.1:${served.port}`, {
      signer: new ServiceTokenSigner('caller', keys.privateKey),
      audience: 'test-sessions',
      deadlineMs: 2_000,
    });
    try {
      expect(await client.call('checkSession', { sessionId: 'quick', subject: 'member:1' })).toMatchObject({ active: true });

      const slow = client.call('checkSession', { sessionId: 'slow', subject: 'member:1' });
      await inFlight;
      const closing = app.close();
      await sleep(100);
      events.push('released');
      release();
      expect(await slow).toMatchObject({ active: true });
      await closing;

      expect(events).toEqual(['answered quick', 'released', 'answered slow', 'modules closed']);
      expect(() => served.port).toThrow(/test.sessions is not running/);
      const after = await client.call('checkSession', { sessionId: 'late', subject: 'member:1' }).catch((e: unknown) => e);
      expect(after).toMatchObject({ grpcCode: status.UNAVAILABLE });
    } finally {
      client.close();
    }
  });
});
