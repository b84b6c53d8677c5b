import { describe, expect, it } from 'vitest';
import { heldDecisionEnd } from './social.js';

describe('heldDecisionEnd', () => {
  it("ends a gift or contact request at the site's accept or at a reject of either step; an agency's accept passes it on", () => {
    expect(heldDecisionEnd({ step: 'site', status: 'accept' })).toBe('accepted');
    expect(heldDecisionEnd({ step: 'site', status: 'reject' })).toBe('rejected');
    expect(heldDecisionEnd({ step: 'agency', status: 'reject' })).toBe('rejected');
    expect(heldDecisionEnd({ step: 'agency', status: 'verification' })).toBeNull();
    expect(heldDecisionEnd({ step: 'agency', status: 'accept' })).toBeNull();
    // A hold that had expired ended then (he was told it expired): its reject ends nothing new.
    expect(heldDecisionEnd({ step: 'site', status: 'reject', holdExpired: true })).toBeNull();
    expect(heldDecisionEnd({ step: 'agency', status: 'reject', holdExpired: false })).toBe('rejected');
  });
});
