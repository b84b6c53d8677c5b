import { Command } from '@nestjs/cqrs';
import type { GiftSendView } from '../../infrastructure/gifts.js';

/** present/send-to-user: a man sends a lady a gift of the catalogue (its price and delivery held on his account). */
export class SendGiftCommand extends Command<GiftSendView> {
  constructor(
    readonly manId: string,
    readonly ladyId: number,
    readonly giftId: number,
    readonly comment: string | null,
    readonly clientId: string,
  ) {
    super();
  }
}
