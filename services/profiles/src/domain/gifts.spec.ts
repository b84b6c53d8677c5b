import { describe, expect, it } from 'vitest';
import { giftHoldKey, giftModeration, giftStatus, GIFT_STATUS_FILTER } from './gifts.js';

describe('gifts: the moderation fields and the status a member sees', () => {
  const at = new Date('2026-11-29T10:00:00Z');

  it('reads each step from where the gift stands', () => {
    expect(giftModeration({ status: 'process', agency_id: 'a-1', site_decided_at: null })).toEqual({ moderation_agency: 'free', moderation_site: 'free' });
    expect(giftModeration({ status: 'verification', agency_id: 'a-1', site_decided_at: null })).toEqual({
      moderation_agency: 'accept',
      moderation_site: 'free',
    });
    expect(giftModeration({ status: 'accept', agency_id: 'a-1', site_decided_at: at })).toEqual({ moderation_agency: 'accept', moderation_site: 'accept' });
    expect(giftModeration({ status: 'accept', agency_id: null, site_decided_at: at })).toEqual({ moderation_agency: 'accept', moderation_site: 'accept' });
    // Rejected by her agency; by the site after her agency accepted; by the site alone (no agency).
    expect(giftModeration({ status: 'reject', agency_id: 'a-1', site_decided_at: null })).toEqual({ moderation_agency: 'reject', moderation_site: 'free' });
    expect(giftModeration({ status: 'reject', agency_id: 'a-1', site_decided_at: at })).toEqual({ moderation_agency: 'accept', moderation_site: 'reject' });
    expect(giftModeration({ status: 'reject', agency_id: null, site_decided_at: at })).toEqual({ moderation_agency: 'free', moderation_site: 'reject' });
  });

  it("derives the spec's statuses (a site rejection shows as rejected: it gives his credits back)", () => {
    expect(giftStatus({ moderation_agency: 'free', moderation_site: 'free' })).toBe('packaging');
    expect(giftStatus({ moderation_agency: 'reject', moderation_site: 'free' })).toBe('reject');
    expect(giftStatus({ moderation_agency: 'accept', moderation_site: 'free' })).toBe('onWay');
    expect(giftStatus({ moderation_agency: 'accept', moderation_site: 'accept' })).toBe('delivered');
    expect(giftStatus({ moderation_agency: 'accept', moderation_site: 'reject' })).toBe('reject');
    expect(giftStatus({ moderation_agency: 'free', moderation_site: 'reject' })).toBe('reject');
  });

  it('filters each status by one stored status, and keys a hold by the sender and his attempt', () => {
    expect(GIFT_STATUS_FILTER).toEqual({ packaging: 'process', onWay: 'verification', delivered: 'accept', reject: 'reject' });
    expect(giftHoldKey('7', 'c-1')).toBe('gift:7:c-1');
  });
});
