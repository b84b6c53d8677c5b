import { GIFT_STATUSES } from '@dating/rules';
import type { QueueRecord } from '../shared/moderation-steps';

export const GIFT_SENDS = 'gift-sends';

/** What a member sees of a sent gift (the spec's gift statuses), derived by the server from the two decisions. */
export const GIFT_DISPLAY_STATUSES = GIFT_STATUSES;
export type GiftDisplayStatus = (typeof GIFT_DISPLAY_STATUSES)[number];
export const DISPLAY_STATUS_TONES = { packaging: 'warning', onWay: 'info', delivered: 'success', reject: 'error' } as const;

/** A longer comment is cut in the list (the whole of it is on the gift's page). */
export const COMMENT_PREVIEW = 80;

/**
 * A gift a man sent a lady, as `/admin-api/gift-sends` sends it (the back-office contract of
 * services/profiles): its price and delivery price are held on his account when he sends it; her
 * agency's moderator decides first (status `process`), then a site moderator (`verification`);
 * accepted there it is delivered and charged, rejected at either step his credits are given back.
 * Whose turn it is: shared/moderation-steps.tsx (waitingStep, isCallersTurn), as for contact requests.
 */
export interface GiftSendRecord extends QueueRecord {
  gift_id: number;
  gift_name: string | null;
  gift_category: string | null;
  /** Credits, as the catalogue priced the gift when he sent it. */
  price: number;
  delivery_price: number;
  /** price + delivery_price: what is held, then charged. */
  total: number;
  /** His note to her (at most 1000 characters), or null. */
  comment: string | null;
  display_status: GiftDisplayStatus;
}
