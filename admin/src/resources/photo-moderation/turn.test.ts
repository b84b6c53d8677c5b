import { describe, expect, it } from 'vitest';
import { isCallersTurn, waitingStep } from './turn';

describe('whose step a moderation record waits for', () => {
  const agencyFirst = { state: 'pending', agency_id: 'ag-1', agency_decision: null } as const;
  const agencyAccepted = { state: 'pending', agency_id: 'ag-1', agency_decision: 'accepted' } as const;
  const noAgency = { state: 'pending', agency_id: null, agency_decision: null } as const;

  it('waits for her agency first, then the site; a decided one waits for nobody', () => {
    expect(waitingStep(agencyFirst)).toBe('agency');
    expect(waitingStep(agencyAccepted)).toBe('site');
    expect(waitingStep(noAgency)).toBe('site');
    expect(waitingStep({ state: 'accepted', agency_id: null, agency_decision: null })).toBeNull();
    expect(waitingStep({ state: 'rejected', agency_id: 'ag-1', agency_decision: 'rejected' })).toBeNull();
  });

  it('lets only the role of the step decide', () => {
    expect(isCallersTurn(agencyFirst, 'agency_moderator')).toBe(true);
    expect(isCallersTurn(agencyFirst, 'site_moderator')).toBe(false);
    expect(isCallersTurn(agencyFirst, 'admin')).toBe(false);
    expect(isCallersTurn(agencyAccepted, 'agency_moderator')).toBe(false);
    expect(isCallersTurn(agencyAccepted, 'site_moderator')).toBe(true);
    expect(isCallersTurn(noAgency, 'admin')).toBe(true);
    expect(isCallersTurn(noAgency, 'finance')).toBe(false);
    expect(isCallersTurn({ state: 'accepted', agency_id: null, agency_decision: null }, 'admin')).toBe(false);
  });
});
