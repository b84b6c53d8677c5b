import { SiteError, siteValidationPipe } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { ChangePasswordDto } from './change-password.dto.js';

async function descOf(body: Record<string, unknown>): Promise<string | null> {
  try {
    await siteValidationPipe().transform(body, { type: 'body', metatype: ChangePasswordDto });
    return null;
  } catch (err) {
    return err instanceof SiteError ? err.desc : String(err);
  }
}

describe('change password rules', () => {
  it('needs both fields, 6 to 36, and equal', async () => {
    expect(await descOf({ new_password: 'secret-1', new_password_repeat: 'secret-1' })).toBeNull();
    expect(await descOf({ new_password: 'secret-1', new_password_repeat: 'secret-2' })).toBe('Passwords must match');
    expect(await descOf({ new_password: 'secret-1' })).toBe('The Repeat password field is required');
    expect(await descOf({ new_password_repeat: 'secret-1' })).toBe('The New password field is required');
    expect(await descOf({ new_password: '12345', new_password_repeat: '12345' })).toBe('New password must contain at least 6 characters');
    expect(await descOf({ new_password: 'p'.repeat(36), new_password_repeat: 'p'.repeat(36) })).toBeNull();
    expect(await descOf({ new_password: 'p'.repeat(37), new_password_repeat: 'p'.repeat(37) })).toBe('New password cannot contain more than 36 characters');
  });
});
