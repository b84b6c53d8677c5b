import { describe, expect, it } from 'vitest';
import { isCallersTurn, stepOf, waitingStep } from '../shared/moderation-steps';
import { historyOf } from '../shared/queue-history';
import { ACCEPTED, AT_AGENCY, AT_SITE, NO_AGENCY, REJECTED_BY_AGENCY, REJECTED_BY_SITE } from './test-records';

describe('whose step a contact request waits for', () => {
  it("takes the server's step, and the status when the server sends none", () => {
    expect(waitingStep(AT_AGENCY)).toBe('agency');
    expect(waitingStep(AT_SITE)).toBe('site');
    expect(waitingStep(NO_AGENCY)).toBe('site');
    expect(waitingStep(ACCEPTED)).toBeNull();
    expect(waitingStep(REJECTED_BY_AGENCY)).toBeNull();
    const { step: _a, ...agencyWithoutStep } = AT_AGENCY;
    const { step: _n, ...noAgencyWithoutStep } = NO_AGENCY;
    const { step: _s, ...siteWithoutStep } = AT_SITE;
    expect(waitingStep(agencyWithoutStep)).toBe('agency');
    expect(waitingStep(noAgencyWithoutStep)).toBe('site');
    expect(waitingStep(siteWithoutStep)).toBe('site');
    // A decided request waits for nobody, whatever a stale step says.
    expect(waitingStep({ ...ACCEPTED, step: 'site' })).toBeNull();
  });

  it('lets only the role of the step decide; finance never', () => {
    expect(isCallersTurn(AT_AGENCY, 'agency_moderator')).toBe(true);
    expect(isCallersTurn(AT_AGENCY, 'site_moderator')).toBe(false);
    expect(isCallersTurn(AT_AGENCY, 'admin')).toBe(false);
    expect(isCallersTurn(AT_SITE, 'agency_moderator')).toBe(false);
    expect(isCallersTurn(AT_SITE, 'site_moderator')).toBe(true);
    expect(isCallersTurn(AT_SITE, 'admin')).toBe(true);
    expect(isCallersTurn(NO_AGENCY, 'site_moderator')).toBe(true);
    expect(isCallersTurn(NO_AGENCY, 'agency_moderator')).toBe(false);
    expect(isCallersTurn(AT_SITE, 'finance')).toBe(false);
    expect(isCallersTurn(ACCEPTED, 'admin')).toBe(false);
  });

  it('names the step each role decides at', () => {
    expect(stepOf('agency_moderator')).toBe('agency');
    expect(stepOf('site_moderator')).toBe('site');
    expect(stepOf('admin')).toBe('site');
  });
});

describe("a contact request's history", () => {
  const outcomes = (r: Parameters<typeof historyOf>[0]) => historyOf(r).map((l) => l.outcome);

  it('tells each step: waiting, decided, or not reached', () => {
    expect(outcomes(AT_AGENCY)).toEqual(['requested', 'waiting', 'after_agency']);
    expect(outcomes(AT_SITE)).toEqual(['requested', 'accepted', 'waiting']);
    expect(outcomes(NO_AGENCY)).toEqual(['requested', 'no_agency', 'waiting']);
    expect(outcomes(ACCEPTED)).toEqual(['requested', 'accepted', 'accepted']);
    expect(outcomes(REJECTED_BY_AGENCY)).toEqual(['requested', 'rejected', 'not_reached']);
    expect(outcomes(REJECTED_BY_SITE)).toEqual(['requested', 'accepted', 'rejected']);
  });

  it('puts who decided, when, and the reason on the line of the step that decided', () => {
    const [, agency, site] = historyOf(REJECTED_BY_SITE);
    expect(agency).toMatchObject({ by: 'Agency Moderator', at: '2026-11-20T11:00:00.000Z', reason: null });
    expect(site).toMatchObject({ by: 'Site Moderator', at: '2026-11-21T08:00:00.000Z', reason: 'Suspected scam account' });
    expect(historyOf(REJECTED_BY_AGENCY)[1]).toMatchObject({ outcome: 'rejected', reason: 'She asked not to share her phone yet' });
  });
});
