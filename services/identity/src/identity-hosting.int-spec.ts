import { Inject, Injectable, Logger, Module } from '@nestjs/common';
import { CqrsModule, Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SessionVerifier } from './infrastructure/auth/session-verifier.js';
import { GetSiteSettingsQuery } from './queries/get-site-settings/get-site-settings.query.js';
import { useIdentityTestApp } from './testing/index.js';

/** Another service's module, shaped like identity's: it imports CqrsModule and registers its own handler. */
class PingQuery extends Query<string> {}

@QueryHandler(PingQuery)
class PingHandler implements IQueryHandler<PingQuery> {
  async execute(): Promise<string> {
    return 'pong';
  }
}

@Injectable()
class OtherServiceBus {
  constructor(@Inject(QueryBus) readonly queries: QueryBus) {}
}

@Module({ imports: [CqrsModule], providers: [PingHandler, OtherServiceBus] })
class OtherServiceModule {}

/** identity hosted beside another service in one app, as all-in-one hosts identity and billing-ledger. */
describe('identity beside another service module', () => {
  const warn = vi.spyOn(Logger.prototype, 'warn');
  const t = useIdentityTestApp({ redis: false, imports: [OtherServiceModule] });

  afterAll(() => {
    warn.mockRestore();
  });

  it('shares one query bus on which every handler is registered once', async () => {
    const theirs = t.app.get(OtherServiceBus, { strict: false }).queries;
    const ours = (t.app.get(SessionVerifier, { strict: false }) as unknown as { queries: QueryBus }).queries;
    expect(theirs).toBe(ours);
    expect(await theirs.execute(new GetSiteSettingsQuery())).toHaveProperty('support_email');
    expect(await ours.execute(new PingQuery())).toBe('pong');
    expect(warn.mock.calls.filter(([message]) => /already registered/.test(String(message)))).toEqual([]);
  });
});
