import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Checkouts } from '../../infrastructure/checkouts.js';
import { PrepareCheckoutsCommand } from './prepare-checkouts.command.js';

@CommandHandler(PrepareCheckoutsCommand)
export class PrepareCheckoutsHandler implements ICommandHandler<PrepareCheckoutsCommand> {
  constructor(@Inject(Checkouts) private readonly checkouts: Checkouts) {}

  async execute({ memberId, packs }: PrepareCheckoutsCommand): Promise<Map<string, string>> {
    const links = new Map<string, string>();
    for (const pack of packs) links.set(pack.id, (await this.checkouts.paymentLink(memberId, pack)).url);
    return links;
  }
}
