import { describe, expect, it } from 'vitest';
import { isCallersTurn, waitingStep } from '../shared/moderation-steps';
import { historyOf } from '../shared/queue-history';
import { GIFT_AT_AGENCY, GIFT_AT_SITE, GIFT_DELIVERED, GIFT_NO_AGENCY, GIFT_REJECTED_BY_AGENCY, GIFT_REJECTED_BY_SITE } from './test-records';

describe('whose step a sent gift waits for (the shared rule of the decision queues)', () => {
  it('is her agency’s, then the site’s; the site’s alone for a lady without an agency; nobody’s once decided', () => {
    expect(waitingStep(GIFT_AT_AGENCY)).toBe('agency');
    expect(waitingStep(GIFT_AT_SITE)).toBe('site');
    expect(waitingStep(GIFT_NO_AGENCY)).toBe('site');
    expect(waitingStep(GIFT_DELIVERED)).toBeNull();
    expect(isCallersTurn(GIFT_AT_AGENCY, 'agency_moderator')).toBe(true);
    expect(isCallersTurn(GIFT_AT_AGENCY, 'admin')).toBe(false);
    expect(isCallersTurn(GIFT_AT_SITE, 'agency_moderator')).toBe(false);
    expect(isCallersTurn(GIFT_AT_SITE, 'site_moderator')).toBe(true);
    expect(isCallersTurn(GIFT_NO_AGENCY, 'admin')).toBe(true);
    expect(isCallersTurn(GIFT_AT_SITE, 'finance')).toBe(false);
    expect(isCallersTurn(GIFT_REJECTED_BY_AGENCY, 'site_moderator')).toBe(false);
  });

  it('tells its history like a contact request’s', () => {
    const outcomes = (r: Parameters<typeof historyOf>[0]) => historyOf(r).map((l) => l.outcome);
    expect(outcomes(GIFT_AT_AGENCY)).toEqual(['requested', 'waiting', 'after_agency']);
    expect(outcomes(GIFT_NO_AGENCY)).toEqual(['requested', 'no_agency', 'waiting']);
    expect(outcomes(GIFT_DELIVERED)).toEqual(['requested', 'accepted', 'accepted']);
    expect(outcomes(GIFT_REJECTED_BY_SITE)).toEqual(['requested', 'accepted', 'rejected']);
    expect(historyOf(GIFT_REJECTED_BY_AGENCY)[1]).toMatchObject({ outcome: 'rejected', reason: 'She does not accept gifts from this man' });
  });
});
