import { GIFT_CATALOGUE_CATEGORIES, type GIFT_STATUSES } from '@dating/rules';
import type { HeldRequestStatus } from './held-moderation.js';
import { heldMessages } from './held-moderation.js';

/**
 * Gifts, pure (spec sections 3, 4, 7): a man sends a lady a gift from the catalogue; its price and
 * delivery price are held on his account, her agency's moderator and then a site moderator decide
 * (held-moderation.ts), delivered it is charged, rejected it is given back.
 */

export { GIFT_CATALOGUE_CATEGORIES };
export type GiftCategory = (typeof GIFT_CATALOGUE_CATEGORIES)[number];

export type GiftStatus = (typeof GIFT_STATUSES)[number];
export type GiftModeration = 'free' | 'accept' | 'reject';

export const GIFT_MESSAGES = {
  ...heldMessages('Gift not found', 'gift'),
  giftNotFound: 'Gift not found',
  sent: 'Gift sent to processing',
  clientIdReused: 'This client_id was used for another gift',
  settling: 'Another decision of this gift is being completed',
  holdGone: 'His held credits were given back (the hold expired): this gift can only be rejected',
} as const;

/** One step's field as the spec shows it (moderation_agency, moderation_site), from where the send stands. */
export function giftModeration(send: { status: HeldRequestStatus; agency_id: string | null; site_decided_at: Date | string | null }): {
  moderation_agency: GiftModeration;
  moderation_site: GiftModeration;
} {
  const siteDecided = send.site_decided_at !== null;
  switch (send.status) {
    case 'process':
      return { moderation_agency: 'free', moderation_site: 'free' };
    case 'verification':
      return { moderation_agency: 'accept', moderation_site: 'free' };
    case 'accept':
      // A lady without an agency: the site decides alone, for both steps.
      return { moderation_agency: 'accept', moderation_site: 'accept' };
    case 'reject':
      return siteDecided
        ? { moderation_agency: send.agency_id === null ? 'free' : 'accept', moderation_site: 'reject' }
        : { moderation_agency: 'reject', moderation_site: 'free' };
  }
}

/**
 * The status a member sees (spec section 3): agency free and site free, packaging; agency reject,
 * reject; both accept, delivered; agency accept and site not reject, on the way. The spec also
 * maps a site reject to on the way; we show it as rejected, because a site rejection is final here
 * and gives his credits back (README, "Gifts").
 */
export function giftStatus(m: { moderation_agency: GiftModeration; moderation_site: GiftModeration }): GiftStatus {
  if (m.moderation_agency === 'reject' || m.moderation_site === 'reject') return 'reject';
  if (m.moderation_site === 'accept') return 'delivered';
  if (m.moderation_agency === 'accept') return 'onWay';
  return 'packaging';
}

/** The stored statuses behind each status a member filters by. */
export const GIFT_STATUS_FILTER: Record<GiftStatus, HeldRequestStatus> = {
  packaging: 'process',
  onWay: 'verification',
  delivered: 'accept',
  reject: 'reject',
};

/** The ledger's idempotency key of a gift's hold: the business fact (this sender, this attempt of his client). */
export const giftHoldKey = (manId: string, clientId: string) => `gift:${manId}:${clientId}`;
