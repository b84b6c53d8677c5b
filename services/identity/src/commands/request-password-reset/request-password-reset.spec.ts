import { describe, expect, it } from 'vitest';
import { resetLink, resetMail } from './request-password-reset.handler.js';
import { hashResetToken, newResetToken } from './reset-token.js';

describe('password reset e-mail', () => {
  it('makes long random URL-safe tokens and stores only their SHA-256', () => {
    const a = newResetToken();
    const b = newResetToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(hashResetToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashResetToken(a)).not.toContain(a);
    expect(hashResetToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('links to the site’s reset page', () => {
    expect(resetLink('https://dating.example/', 'tok-en_1')).toBe('https://dating.example/reset-password?token=tok-en_1');
    expect(resetLink('http://localhost', 'x')).toBe('http://localhost/reset-password?token=x');
  });

  it('escapes the member name in the HTML part', () => {
    const mail = resetMail('a@b.co', '<b>Eve</b>', 'http://localhost/reset-password?token=x');
    expect(mail.text).toContain('http://localhost/reset-password?token=x');
    expect(mail.html).toContain('&lt;b&gt;Eve');
    expect(mail.html).not.toContain('<b>Eve');
  });

  it('is written in the language the member site last told for the member', () => {
    expect(resetMail('a@b.co', 'Eve', 'http://x/r').subject).toBe('Reset your password');
    const ru = resetMail('a@b.co', 'Ева', 'http://x/r', 'ru');
    expect(ru.subject).toBe('Сброс пароля');
    expect(ru.text).toContain('Здравствуйте, Ева!');
    expect(ru.text).toContain('в течение 60 минут:\n\nhttp://x/r');
    expect(ru.html).toContain('<a href="http://x/r">Выбрать новый пароль</a>');
  });
});
