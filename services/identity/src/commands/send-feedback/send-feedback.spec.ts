import { SiteError, siteErrorOf, siteValidationPipe } from '@dating/platform';
import { IdentityError } from '../../domain/identity-errors.js';
import '../../identity-site-codes.js';
import { describe, expect, it } from 'vitest';
import { ContactUsDto, UnsubscribeDto } from './send-feedback.dto.js';
import { checkAttachments, displayName, type FeedbackFile } from './send-feedback.handler.js';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const file = (buffer: Buffer, name = 'a.png', mimetype = 'image/png'): FeedbackFile => ({ originalname: name, mimetype, size: buffer.length, buffer });

async function check(metatype: typeof ContactUsDto | typeof UnsubscribeDto, body: Record<string, unknown>): Promise<string | null> {
  try {
    await siteValidationPipe().transform(body, { type: 'body', metatype });
    return null;
  } catch (err) {
    if (err instanceof SiteError) return err.desc;
    throw err;
  }
}

/** The site error a refused attachment answers with (through identity's code map). */
function refusal(run: () => unknown): SiteError {
  try {
    run();
  } catch (err) {
    if (err instanceof IdentityError) return siteErrorOf(err);
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('feedback attachments', () => {
  it('accepts gif, png and jpg by content, whatever the name says', () => {
    const gif = Buffer.from('GIF89a....');
    const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]);
    expect(checkAttachments([file(png), file(gif, 'x.txt', 'text/plain'), file(jpg, 'photo.jpeg')]).map((c) => c.type)).toEqual([
      'image/png',
      'image/gif',
      'image/jpeg',
    ]);
  });

  it('refuses other content even with an image name and type (10030)', () => {
    expect(() => checkAttachments([file(Buffer.from('<script>alert(1)</script>'), 'evil.png')])).toThrow(IdentityError);
    const refused = refusal(() => checkAttachments([file(Buffer.from('%PDF-1.7'), 'doc.jpg', 'image/jpeg')]));
    expect(refused).toMatchObject({ code: 10030, desc: 'Only gif, png or jpg files can be attached' });
  });

  it('refuses a file over 2 MB (10077) and more than five files (10002)', () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    expect(refusal(() => checkAttachments([file(big)]))).toMatchObject({ code: 10077, desc: 'Each file must be at most 2 MB' });
    expect(refusal(() => checkAttachments(Array.from({ length: 6 }, () => file(png))))).toMatchObject({ code: 10002 });
  });

  it('keeps only a safe display name', () => {
    expect(displayName('../../etc/passwd')).toBe('passwd');
    expect(displayName('C:\\Users\\me\\photo\u0000.png')).toBe('photo.png');
    expect(displayName('')).toBe('attachment');
  });
});

describe('feedback form rules', () => {
  const contact = { email: 'anna@example.com', subject: 'Hello', message: 'Question about credits' };
  it('contact us: e-mail, subject and message required, with their limits', async () => {
    expect(await check(ContactUsDto, contact)).toBeNull();
    expect(await check(ContactUsDto, { ...contact, email: 'nope' })).toBe('The Email field must be a valid email address');
    expect(await check(ContactUsDto, { ...contact, subject: '' })).toBe('The Subject field is required');
    expect(await check(ContactUsDto, { ...contact, subject: 's'.repeat(101) })).toBe('Subject cannot contain more than 100 characters');
    expect(await check(ContactUsDto, { ...contact, message: '' })).toBe('The Message field is required');
    expect(await check(ContactUsDto, { ...contact, message: 'm'.repeat(5001) })).toBe('Message cannot contain more than 5000 characters');
  });

  it('unsubscribe: e-mail required, message optional', async () => {
    expect(await check(UnsubscribeDto, { email: 'anna@example.com' })).toBeNull();
    expect(await check(UnsubscribeDto, { email: '' })).toBe('The Email field is required');
    expect(await check(UnsubscribeDto, { email: 'anna@example.com', message: 'm'.repeat(5001) })).toBe('Message cannot contain more than 5000 characters');
  });
});
