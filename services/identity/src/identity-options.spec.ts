import { ConfigError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { identityOptions } from './identity-options.js';

describe("identity's options", () => {
  it('idles staff sessions out after 30 minutes unless STAFF_IDLE_MINUTES or the caller says otherwise', () => {
    expect(identityOptions({}, {})).toEqual({ staffIdleMinutes: 30 });
    expect(identityOptions({}, { STAFF_IDLE_MINUTES: '15' })).toEqual({ staffIdleMinutes: 15 });
    expect(identityOptions({ staffIdleMinutes: 2 }, { STAFF_IDLE_MINUTES: '15' })).toEqual({ staffIdleMinutes: 2 });
  });

  it('stops the start on a bad value, naming it', () => {
    for (const bad of ['0', '1441', 'soon', '-5', '1.5']) {
      expect(() => identityOptions({}, { STAFF_IDLE_MINUTES: bad })).toThrow(ConfigError);
      expect(() => identityOptions({}, { STAFF_IDLE_MINUTES: bad })).toThrow(/STAFF_IDLE_MINUTES=".*" is invalid: expected the minutes a staff session/);
    }
  });
});
