import { TokenSigner } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { TotpSecrets } from './totp-secrets.js';

const secret = 'DEMOSTAFFTOTPSECRETDEMOSTAFF2345';

describe('sealed TOTP secrets', () => {
  const secrets = new TotpSecrets(new TokenSigner('a'.repeat(40)));

  it('opens what it sealed for the same staff member, and never stores the secret in clear', () => {
    const sealed = secrets.seal('1001', secret);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(secrets.seal('1001', secret)).not.toBe(sealed); // a fresh IV each time
    expect(secrets.open('1001', sealed)).toBe(secret);
  });

  it('refuses another staff member, another key, or a changed text', () => {
    const sealed = secrets.seal('1001', secret);
    expect(secrets.open('1002', sealed)).toBeNull();
    expect(new TotpSecrets(new TokenSigner('b'.repeat(40))).open('1001', sealed)).toBeNull();
    const [v, iv, tag, body] = sealed.split('.');
    expect(secrets.open('1001', [v, iv, tag, `${body!.slice(0, -2)}AA`].join('.'))).toBeNull();
    for (const junk of ['', 'v1', 'v2.a.b.c', 'v1...', secret]) expect(secrets.open('1001', junk)).toBeNull();
  });
});
