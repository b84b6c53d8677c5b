/**
 * How the chat sells a lady's private photo (site/app-chat/open-photo-for-sale): a port the chat
 * defines and profiles implements (profiles owns photos and their purchases, and already depends
 * on chat-room's contracts for presence). In one process it is profiles' buy-photo use case; a
 * process without profiles has none and the route answers 10400.
 */
export interface PhotoSales {
  /**
   * The buyer unlocks `photoId`, an accepted private photo of `ownerId`, paying
   * `private_photo_buy` once (key `photo:{buyer}:{photo}`; a repeat charges 0). Refusals are the
   * owner's domain errors (not found, same sex, not enough credits). `newlyBought`: this call
   * bought it (not a repeat of an earlier purchase).
   */
  sellPrivatePhoto(request: {
    buyerId: string;
    buyerType: 'man' | 'woman';
    photoId: string;
    ownerId: string;
  }): Promise<{ photoId: string; charged: number; newlyBought: boolean }>;
}

export const PHOTO_SALES = Symbol('PHOTO_SALES');
