import { describe, expect, it } from 'vitest';
import { SiteError } from './site-error.js';
import { staffDecisionOf } from './staff-decision.js';

describe('staffDecisionOf', () => {
  it('answers a decision among the choices', () => {
    expect(staffDecisionOf({ decision: 'accept' }, ['accept', 'reject'])).toBe('accept');
    expect(staffDecisionOf({ decision: 'reject', reason: 'Blurry' }, ['approve', 'reject'])).toBe('reject');
  });

  it.each([undefined, {}, { decision: 'maybe' }, { decision: ['accept'] }, { decision: 1 }])('refuses %j with 10002 under the field', (body) => {
    const refusal = (() => {
      try {
        staffDecisionOf(body, ['accept', 'reject']);
      } catch (err) {
        return err;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(SiteError);
    expect(refusal).toMatchObject({ code: 10002, desc: 'The decision is accept or reject', details: { decision: ['The decision is accept or reject'] } });
  });
});
