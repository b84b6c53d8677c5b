import { describe, expect, it } from 'vitest';
import { SiteError } from '@/shared/api';
import { uploadFailure } from './use-cancellable-upload';

describe('uploadFailure', () => {
  it("shows the field's message, else the server's, else the fallback", () => {
    expect(uploadFailure(new SiteError('site', 10077, 'Too big', { blob: ['The file must be at most 50 MB'] }, 400), 'Failed')).toBe(
      'The file must be at most 50 MB',
    );
    expect(uploadFailure(new SiteError('site', 10031, 'Corrupted', null, 400), 'Failed')).toBe('Corrupted');
    expect(uploadFailure(new SiteError('network', null, 'offline'), 'Failed')).toBe('Failed');
  });

  it('says in its own words that another upload is under way (10034, 429) or that too many wait for moderation (10034, 409)', () => {
    const texts = { busy: 'Busy', pending: 'Pending' };
    expect(uploadFailure(new SiteError('site', 10034, 'Another upload of yours is still under way', null, 429), 'Failed', texts)).toBe('Busy');
    expect(uploadFailure(new SiteError('site', 10034, 'You have 30 photos waiting for moderation', null, 409), 'Failed', texts)).toBe('Pending');
  });
});
