import { SiteError, siteValidationPipe } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { RegisterMemberDto } from './register-member.dto.js';

const valid = { name: 'John Smith', email: 'john@example.com', password: 'secret-1', user_type: 'man', captcha: 'token' };

/** Runs a body through the site's validation pipe, as the HTTP layer does. */
async function check(body: Record<string, unknown>): Promise<{ ok: true; dto: RegisterMemberDto } | { ok: false; code: number; desc: string }> {
  try {
    const dto = (await siteValidationPipe().transform(body, { type: 'body', metatype: RegisterMemberDto })) as RegisterMemberDto;
    return { ok: true, dto };
  } catch (err) {
    if (err instanceof SiteError) return { ok: false, code: err.code, desc: err.desc };
    throw err;
  }
}

describe('sign-up rules', () => {
  it('accepts a valid sign-up and trims the name and e-mail', async () => {
    const res = await check({ ...valid, name: '  John Smith ', email: ' john@example.com ' });
    expect(res).toMatchObject({ ok: true, dto: { name: 'John Smith', email: 'john@example.com' } });
  });

  it.each([
    ['ab', 'Name must contain at least 3 characters'],
    ['N'.repeat(31), 'Name cannot contain more than 30 characters'],
    ['Анна', 'Name must not contain Cyrillic letters'],
    ['Олександр', 'Name must not contain Cyrillic letters'],
    ['John_Smith', 'Name may contain only letters, digits and spaces'],
    ['John!', 'Name may contain only letters, digits and spaces'],
    ['\u0391nna', 'Name must be written in one alphabet, in ordinary letters'],
    ['\uFF2A\uFF4F\uFF48\uFF4E', 'Name must be written in one alphabet, in ordinary letters'],
    ['', 'The Name field is required'],
    [42, 'The Name field must be text'],
  ])('refuses the name %j: %s', async (name, desc) => {
    expect(await check({ ...valid, name })).toEqual({ ok: false, code: 10002, desc });
  });

  it.each(['abc', 'N'.repeat(30), 'John 2nd', 'José Müller', 'Li 3', 'Άννα Παππά'])('accepts the name %j', async (name) => {
    expect((await check({ ...valid, name })).ok).toBe(true);
  });

  it.each([
    ['12345', 'Password must contain at least 6 characters'],
    ['p'.repeat(37), 'Password cannot contain more than 36 characters'],
    [undefined, 'The Password field is required'],
  ])('refuses the password %j', async (password, desc) => {
    // Left out, it is a missing parameter (10001).
    expect(await check({ ...valid, password })).toEqual({ ok: false, code: password === undefined ? 10001 : 10002, desc });
  });

  it.each(['123456', 'p'.repeat(36), 'пароль123'])('accepts the password %j', async (password) => {
    expect((await check({ ...valid, password })).ok).toBe(true);
  });

  it('checks the e-mail, the user type and the captcha', async () => {
    expect(await check({ ...valid, email: 'nope' })).toMatchObject({ desc: 'The Email field must be a valid email address' });
    // A lone surrogate made validator.js throw (HTTP 500); it is an invalid address.
    expect(await check({ ...valid, email: '\ud800' })).toEqual({ ok: false, code: 10002, desc: 'The Email field must be a valid email address' });
    expect(await check({ ...valid, email: 'john\udfff@example.com' })).toMatchObject({ desc: 'The Email field must be a valid email address' });
    expect(await check({ ...valid, email: `${'a'.repeat(64)}@${'b'.repeat(32)}.com` })).toMatchObject({
      desc: 'Email cannot contain more than 100 characters',
    });
    expect(await check({ ...valid, user_type: 'admin' })).toMatchObject({ desc: 'The User type field must be one of: man, woman' });
    expect(await check({ ...valid, captcha: undefined })).toMatchObject({ desc: 'Please confirm that you are not a robot' });
    expect(await check({ ...valid, captcha: 7 })).toMatchObject({ desc: 'Please confirm that you are not a robot' });
  });
});
