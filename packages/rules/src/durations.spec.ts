import { describe, expect, it } from 'vitest';
import { formatVideoLength } from './durations.js';

describe('formatVideoLength', () => {
  it('shows m:ss, h:mm:ss from an hour, whole seconds and at least one', () => {
    expect([0.2, 42, 12.5, 600, 3725].map(formatVideoLength)).toEqual(['0:01', '0:42', '0:13', '10:00', '1:02:05']);
  });
});
