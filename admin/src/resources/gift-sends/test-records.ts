import type { GiftSendRecord } from './turn';

/** Gifts at every point of their moderation, for the component tests. */
const base: GiftSendRecord = {
  id: 0,
  man_id: 100001,
  man_name: 'John',
  lady_id: 630001,
  lady_name: 'Olena',
  agency_id: 'ag1',
  gift_id: 3,
  gift_name: 'Red roses',
  gift_category: 'flowers',
  price: 120,
  delivery_price: 30,
  total: 150,
  comment: 'For you, with love',
  status: 'process',
  step: 'agency',
  display_status: 'packaging',
  reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  agency_decided_by: null,
  agency_decided_at: null,
  site_decided_by: null,
  site_decided_at: null,
};

/** At her agency's step. */
export const GIFT_AT_AGENCY: GiftSendRecord = { ...base, id: 21 };
/** Accepted by her agency, at the site's step (on its way). */
export const GIFT_AT_SITE: GiftSendRecord = {
  ...base,
  id: 22,
  man_id: 100002,
  man_name: 'David',
  gift_id: 7,
  gift_name: 'Silver pendant',
  gift_category: 'jewelry',
  price: 900,
  delivery_price: 0,
  total: 900,
  comment: `Dear Olena, ${'I think of you every day. '.repeat(6)}David`,
  status: 'verification',
  step: 'site',
  display_status: 'onWay',
  agency_decided_by: 'Agency Moderator',
  agency_decided_at: '2026-11-20T11:00:00.000Z',
};
/** A lady without an agency: still `process`, the site's to decide. */
export const GIFT_NO_AGENCY: GiftSendRecord = { ...base, id: 23, lady_id: 630002, lady_name: 'Maria', agency_id: null, step: 'site', comment: null };
/** Accepted by both steps: delivered. */
export const GIFT_DELIVERED: GiftSendRecord = {
  ...GIFT_AT_SITE,
  id: 24,
  status: 'accept',
  step: null,
  display_status: 'delivered',
  site_decided_by: 'Site Moderator',
  site_decided_at: '2026-11-21T09:30:00.000Z',
};
/** Rejected by her agency. */
export const GIFT_REJECTED_BY_AGENCY: GiftSendRecord = {
  ...base,
  id: 25,
  status: 'reject',
  step: null,
  display_status: 'reject',
  reason: 'She does not accept gifts from this man',
  agency_decided_by: 'Agency Moderator',
  agency_decided_at: '2026-11-20T12:00:00.000Z',
};
/** Rejected by the site, after her agency accepted. */
export const GIFT_REJECTED_BY_SITE: GiftSendRecord = {
  ...GIFT_AT_SITE,
  id: 26,
  status: 'reject',
  step: null,
  display_status: 'reject',
  reason: 'Comment asks for her phone number',
  site_decided_by: 'Site Moderator',
  site_decided_at: '2026-11-21T08:00:00.000Z',
};
