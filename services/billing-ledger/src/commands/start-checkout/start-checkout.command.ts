import { Command } from '@nestjs/cqrs';

/** A man opens (or reuses) his checkout for a credit pack; the result is the hosted payment page URL. */
export class StartCheckoutCommand extends Command<string> {
  constructor(
    readonly memberId: string,
    readonly creditPackId: string,
    readonly pricePointId: string,
  ) {
    super();
  }
}
