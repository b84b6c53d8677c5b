import { describe, expect, it } from 'vitest';
import { SiteError } from '@/shared/api';
import { uploadFailure } from './use-cancellable-upload';

describe('uploadFailure', () => {
  it("shows the field's message, else the server's, else the fallback", () => {
    expect(uploadFailure(new SiteError('site', 10077, 'Too big', { blob: ['The file must be at most 50 MB'] }, 400), 'Failed', 'Busy')).toBe(
      'The file must be at most 50 MB',
    );
    expect(uploadFailure(new SiteError('site', 10031, 'Corrupted', null, 400), 'Failed', 'Busy')).toBe('Corrupted');
    expect(uploadFailure(new SiteError('network', null, 'offline'), 'Failed', 'Busy')).toBe('Failed');
  });

  it('says another upload is under way (translated) when the server is reading as many of hers as it takes (10034)', () => {
    expect(uploadFailure(new SiteError('site', 10034, 'Another upload of yours is still under way', null, 429), 'Failed', 'Busy')).toBe('Busy');
  });
});
