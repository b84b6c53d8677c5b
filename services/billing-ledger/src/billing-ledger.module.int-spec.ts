import { Inject, Module } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, CqrsModule, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { FakeAuthModule, startTestApp } from '@dating/platform/testing';
import { describe, expect, it } from 'vitest';
import { BillingLedgerModule } from './billing-ledger.module.js';
import { GetPriceQuery } from './queries/get-price/get-price.query.js';

class PingCommand extends Command<string> {}

@CommandHandler(PingCommand)
class PingHandler implements ICommandHandler<PingCommand> {
  async execute(): Promise<string> {
    return 'pong';
  }
}

class Buses {
  constructor(
    @Inject(CommandBus) readonly commands: CommandBus,
    @Inject(QueryBus) readonly queries: QueryBus,
  ) {}
}

// The all-in-one process hosts every service module, each importing @nestjs/cqrs its own way.
describe.each([
  ['CqrsModule.forRoot()', CqrsModule.forRoot()],
  ['CqrsModule', CqrsModule],
])('billing beside another service that imports %s', (_, cqrs) => {
  @Module({ imports: [cqrs], providers: [PingHandler, Buses] })
  class OtherServiceModule {}

  it("dispatches both services' commands and queries", async () => {
    const t = await startTestApp({ imports: [FakeAuthModule, OtherServiceModule, BillingLedgerModule.register()] });
    try {
      const buses = t.app.get(Buses);
      expect(await buses.commands.execute(new PingCommand())).toBe('pong');
      expect(await buses.queries.execute(new GetPriceQuery())).toContainEqual({ action: 'write_letter', price: 10 });
      expect((await t.site.call('site/settings/get-price')).body).toMatchObject({ status: true });
    } finally {
      await t.close();
    }
  });
});
