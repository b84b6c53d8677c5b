import { describe, expect, it } from 'vitest';
import { FORM_RULES } from './forms.js';
import { formatMessage, VALIDATION_MESSAGES } from './messages.js';
import {
  canCreateOption,
  describe as text,
  passwordsMatch,
  sniffImageType,
  validateAttachments,
  validateBirthTimestamp,
  validateCountry,
  validateField,
  validateForm,
  validatePhotoFile,
  validatePhotoSize,
  validateRange,
} from './validate.js';
import { isTokenExpired } from './token.js';

const message = (rule: Parameters<typeof validateField>[0], value: unknown) => {
  const v = validateField(rule, value);
  return v ? text(v) : null;
};

describe('generic messages (spec section 5)', () => {
  it('fills {label}, {min} and {max} word for word', () => {
    expect(formatMessage(VALIDATION_MESSAGES.required, { label: 'Email' })).toBe('The Email field is required');
    expect(formatMessage(VALIDATION_MESSAGES.email, { label: 'Email' })).toBe('The Email field must be a valid email address');
    expect(formatMessage(VALIDATION_MESSAGES.min, { label: 'Name', min: 3 })).toBe('Name must contain at least 3 characters');
    expect(formatMessage(VALIDATION_MESSAGES.max, { label: 'Name', max: 30 })).toBe('Name cannot contain more than 30 characters');
    expect(formatMessage(VALIDATION_MESSAGES.maxLetter, { label: 'Subject', max: 100 })).toBe('Subject must not contain more than 100 characters');
    expect(VALIDATION_MESSAGES.requiredPlain).toBe('This field is required');
    expect(VALIDATION_MESSAGES.emailPlain).toBe('Enter a valid email');
    expect(VALIDATION_MESSAGES.passwordsMatch).toBe('Passwords must match');
    expect(VALIDATION_MESSAGES.incorrectlyFilled).toBe('Incorrectly filled fields');
    expect(VALIDATION_MESSAGES.ageMax).toBe('Love has no age - but still contact the administration');
  });

  it('leaves unknown placeholders alone', () => {
    expect(formatMessage('{label} and {other}', { label: 'A' })).toBe('A and {other}');
  });
});

describe('login form', () => {
  const rules = FORM_RULES.login;
  it.each([
    ['', 'The Email field is required'],
    ['   ', 'The Email field is required'],
    ['john', 'The Email field must be a valid email address'],
    ['john@', 'The Email field must be a valid email address'],
    ['john@demo', 'The Email field must be a valid email address'],
    ['jo hn@demo.local', 'The Email field must be a valid email address'],
  ])('email %j → %s', (value, expected) => expect(message(rules.email, value)).toBe(expected));

  it('accepts e-mails with plus, dots and subdomains', () => {
    for (const ok of ['john@demo.local', 'a.b+c@mail.example.co.uk', ' john@demo.local ']) expect(message(rules.email, ok)).toBeNull();
  });

  it('password is required, at most 36, no minimum', () => {
    expect(message(rules.password, '')).toBe('The Password field is required');
    expect(message(rules.password, 'x')).toBeNull();
    expect(message(rules.password, 'p'.repeat(36))).toBeNull();
    expect(message(rules.password, 'p'.repeat(37))).toBe('Password cannot contain more than 36 characters');
  });
});

describe('sign-up form', () => {
  const rules = FORM_RULES.signUp;
  it.each([
    ['', 'The Name field is required'],
    ['ab', 'Name must contain at least 3 characters'],
    ['N'.repeat(31), 'Name cannot contain more than 30 characters'],
    ['Анна', 'Name must not contain Cyrillic letters'],
    ['Олександр', 'Name must not contain Cyrillic letters'],
    ['Їжак', 'Name must not contain Cyrillic letters'],
    ['John_Smith', 'Name may contain only letters, digits and spaces'],
    ['John!', 'Name may contain only letters, digits and spaces'],
    // Look-alikes of another member's name: a Greek capital alpha among Latin letters, full-width letters.
    ['\u0391nna', 'Name must be written in one alphabet, in ordinary letters'],
    ['Ma\u0433ia', 'Name must not contain Cyrillic letters'],
    ['\uFF2A\uFF4F\uFF48\uFF4E', 'Name must be written in one alphabet, in ordinary letters'],
    ['Anna \u0391\u03BD\u03BD\u03B1', 'Name must be written in one alphabet, in ordinary letters'],
  ])('name %j → %s', (value, expected) => expect(message(rules.name, value)).toBe(expected));

  it.each(['abc', 'N'.repeat(30), 'John 2nd', 'José Müller', 'Li 3', 'Zoë', 'Άννα Παππά', '山田 花子'])('accepts the name %j', (value) =>
    expect(message(rules.name, value)).toBeNull(),
  );

  it('password 6 to 36', () => {
    expect(message(rules.password, '12345')).toBe('Password must contain at least 6 characters');
    expect(message(rules.password, '123456')).toBeNull();
    expect(message(rules.password, 'p'.repeat(36))).toBeNull();
    expect(message(rules.password, 'p'.repeat(37))).toBe('Password cannot contain more than 36 characters');
  });

  it('email at most 100', () => {
    expect(message(rules.email, `${'a'.repeat(64)}@${'b'.repeat(32)}.com`)).toBe('Email cannot contain more than 100 characters');
  });

  it('validateForm answers one violation per failing field', () => {
    const result = validateForm(rules, { name: 'ab', email: 'x@y.zz', password: '' });
    expect(Object.keys(result).sort()).toEqual(['name', 'password']);
  });
});

describe('other forms', () => {
  it('forgot password: email required, valid, max 50', () => {
    const rule = FORM_RULES.forgotPassword.email;
    expect(message(rule, '')).toBe('The Email field is required');
    expect(message(rule, `${'a'.repeat(40)}@example.com`)).toBe('Email cannot contain more than 50 characters');
    expect(message(rule, 'anna@demo.local')).toBeNull();
  });

  it('change password: each 6 to 36; repeat must match', () => {
    const { newPassword, repeatPassword } = FORM_RULES.changePassword;
    expect(message(newPassword, '')).toBe('The New password field is required');
    expect(message(repeatPassword, '123')).toBe('Repeat password must contain at least 6 characters');
    expect(message(newPassword, 'x'.repeat(37))).toBe('New password cannot contain more than 36 characters');
    expect(passwordsMatch('secret1', 'secret2')).toEqual({ message: 'passwordsMatch', params: {} });
    expect(passwordsMatch('secret1', 'secret1')).toBeNull();
    expect(text(passwordsMatch('a', 'b', 'incorrectlyFilled')!)).toBe('Incorrectly filled fields');
  });

  it('contact us: email ≤100, subject required ≤100, message required ≤5000', () => {
    const r = FORM_RULES.contactUs;
    expect(message(r.subject, '')).toBe('The Subject field is required');
    expect(message(r.subject, 's'.repeat(101))).toBe('Subject cannot contain more than 100 characters');
    expect(message(r.message, '')).toBe('The Message field is required');
    expect(message(r.message, 'm'.repeat(5001))).toBe('Message cannot contain more than 5000 characters');
    expect(message(r.message, 'm'.repeat(5000))).toBeNull();
    expect(message(r.email, `${'a'.repeat(60)}@${'b'.repeat(40)}.com`)).toBe('Email cannot contain more than 100 characters');
  });

  it('unsubscribe: message optional, ≤5000', () => {
    const r = FORM_RULES.unsubscribe;
    expect(message(r.message, '')).toBeNull();
    expect(message(r.message, 'm'.repeat(5001))).toBe('Message cannot contain more than 5000 characters');
    expect(message(r.email, '')).toBe('The Email field is required');
  });

  it('edit main info: name 1 to 30, profession letters and spaces without Cyrillic, city ≤30', () => {
    const r = FORM_RULES.editMainInfo;
    expect(message(r.name, 'J')).toBeNull();
    expect(message(r.profession, 'Software engineer')).toBeNull();
    expect(message(r.profession, 'Инженер')).toBe('Profession must not contain Cyrillic letters');
    expect(message(r.profession, 'Engineer 2')).toBe('Profession may contain only letters and spaces');
    expect(message(r.profession, 'p'.repeat(101))).toBe('Profession cannot contain more than 100 characters');
    expect(message(r.city, 'c'.repeat(31))).toBe('City cannot contain more than 30 characters');
  });

  it('texts with Cyrillic refused: about me, type of woman, chat message (standard)', () => {
    expect(message(FORM_RULES.aboutMe.aboutMe, 'Привет')).toBe('About me must not contain Cyrillic letters');
    expect(message(FORM_RULES.aboutMe.aboutMe, 'a'.repeat(1001))).toBe('About me cannot contain more than 1000 characters');
    expect(message(FORM_RULES.typeWoman.typeWoman, 't'.repeat(501))).toBe('Type of woman cannot contain more than 500 characters');
    expect(message(FORM_RULES.chatMessage.message, 'Привет')).toBe('Message must not contain Cyrillic letters');
    expect(message(FORM_RULES.chatMessageCyrillic.message, 'Привет')).toBeNull();
    expect(message(FORM_RULES.chatMessage.message, 'm'.repeat(301))).toBe('Message cannot contain more than 300 characters');
  });

  it('status ≤100, gift comment ≤1000, letter uses its own wording', () => {
    expect(message(FORM_RULES.status.status, 's'.repeat(101))).toBe('Status cannot contain more than 100 characters');
    expect(message(FORM_RULES.giftComment.commentText, 'c'.repeat(1001))).toBe('Comment cannot contain more than 1000 characters');
    expect(message(FORM_RULES.sendLetter.subject, 's'.repeat(101))).toBe('Subject must not contain more than 100 characters');
    expect(message(FORM_RULES.sendLetter.message, 'l'.repeat(5001))).toBe('Letter must not contain more than 5000 characters');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(message(FORM_RULES.status.status, '😀'.repeat(100))).toBeNull();
  });
});

describe('character rules', () => {
  const rule = (chars: NonNullable<Parameters<typeof validateField>[0]['chars']>) => ({ key: 'f', label: 'Field', chars });
  it.each([
    ['latinOnly', 'Abc', 'Abé', 'Field may contain only Latin letters'],
    ['lettersOnly', 'Abé', 'Ab1', 'Field may contain only letters'],
    ['digitsOnly', '123', '12a', 'Field may contain only digits'],
    ['lettersSpaces', 'Ab cd', 'Ab-cd', 'Field may contain only letters and spaces'],
    ['lettersOrNumbers', 'Ab12', 'Ab 12', 'Field may contain only letters or numbers'],
    ['lettersNumbersDashes', 'a_b-1', 'a b', 'Field may contain only letters, numbers, dashes or underscores'],
    ['lettersDigitsSpaces', 'a b 1', 'a-b', 'Field may contain only letters, digits and spaces'],
    ['noCyrillic', 'Hello!', 'Прив', 'Field must not contain Cyrillic letters'],
    ['passwordChars', 'abc123', 'abc 123', 'Field may contain only Latin letters and digits'],
  ] as const)('%s accepts %j, refuses %j', (name, good, bad, expected) => {
    expect(message(rule([name]), good)).toBeNull();
    expect(message(rule([name]), bad)).toBe(expected);
  });
});

describe('age and ranges', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const birth = (iso: string) => new Date(iso).getTime() / 1000;
  it('birth timestamp: 18 to 100, empty passes', () => {
    expect(validateBirthTimestamp(null, now)).toBeNull();
    expect(validateBirthTimestamp('', now)).toBeNull();
    expect(validateBirthTimestamp(birth('2008-06-15T00:00:00Z'), now)).toBeNull();
    expect(text(validateBirthTimestamp(birth('2008-06-16T00:00:00Z'), now)!)).toBe('You must be at least 18 years old');
    expect(validateBirthTimestamp(birth('1926-06-15T00:00:00Z'), now)).toBeNull();
    expect(text(validateBirthTimestamp(birth('1925-01-01T00:00:00Z'), now)!)).toBe('Love has no age - but still contact the administration');
  });

  it('ranges: both or none, min ≤ max, weight ≥ 0, age within 18..100', () => {
    expect(validateRange('', '', 'height')).toBeNull();
    expect(validateRange(160, '', 'height')?.message).toBe('rangeBoth');
    expect(validateRange(180, 160, 'height')?.message).toBe('rangeOrder');
    expect(validateRange(-1, 60, 'weight')?.message).toBe('weightMin');
    expect(validateRange(17, 30, 'age')?.message).toBe('ageRange');
    expect(validateRange(25, 101, 'age')?.message).toBe('ageRange');
    expect(validateRange(25, 35, 'age')).toBeNull();
  });

  it('country must be a known id', () => {
    expect(validateCountry(826, [826, 840])).toBeNull();
    expect(validateCountry('999', [826, 840])?.message).toBe('countryInvalid');
    expect(validateCountry('', [826])).toBeNull();
  });
});

describe('attachments and photos', () => {
  const mb = 1024 * 1024;
  it('contact attachments: gif, png or jpg, at most 2 MB each, at most 5', () => {
    expect(
      validateAttachments([
        { name: 'a.png', size: mb, type: 'image/png' },
        { name: 'b.JPG', size: 2 * mb, type: 'image/jpeg' },
      ]),
    ).toBeNull();
    expect(text(validateAttachments([{ name: 'a.pdf', size: 10, type: 'application/pdf' }])!)).toBe('Only gif, png or jpg files can be attached');
    expect(text(validateAttachments([{ name: 'a.png', size: 10, type: 'text/html' }])!)).toBe('Only gif, png or jpg files can be attached');
    expect(text(validateAttachments([{ name: 'a.gif', size: 2 * mb + 1, type: 'image/gif' }])!)).toBe('Each file must be at most 2 MB');
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, size: 1 }));
    expect(text(validateAttachments(six)!)).toBe('You can attach at most 5 files');
  });

  it('sniffs the real image type from magic bytes', () => {
    expect(sniffImageType(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBe('image/gif');
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('<html>'))).toBeNull();
  });

  it('profile photos: extension and type, then size between 50 and 10000', () => {
    expect(validatePhotoFile({ name: 'me.jpeg', size: 1, type: 'image/jpeg' })).toBeNull();
    expect(validatePhotoFile({ name: 'me.gif', size: 1, type: 'image/gif' })?.message).toBe('photoExtension');
    expect(text(validatePhotoSize(10001, 20)!)).toBe('The image must be at most 10000x10000 pixels');
    expect(text(validatePhotoSize(49, 400)!)).toBe('The minimum resolution is 50x50 pixels');
    expect(validatePhotoSize(0, 0)?.message).toBe('photoCorrupted');
    expect(validatePhotoSize(800, 600)).toBeNull();
  });
});

describe('select option creation and tokens', () => {
  it('creates only a non-empty, new (any case) trimmed text', () => {
    expect(canCreateOption('  ', ['a'])).toBe(false);
    expect(canCreateOption(' Paris ', ['paris', 'London'])).toBe(false);
    expect(canCreateOption('Rome', ['paris', 'London'])).toBe(true);
    expect(canCreateOption('12', [12])).toBe(false);
  });

  const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
  it('a token is expired without exp, when undecodable, or past exp', () => {
    const now = 1_700_000_000_000;
    expect(isTokenExpired(null, now)).toBe(true);
    expect(isTokenExpired('garbage', now)).toBe(true);
    expect(isTokenExpired('a.!!!.c', now)).toBe(true);
    expect(isTokenExpired(jwt({ sub: 'x' }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: now / 1000 + 60, name: 'Jürgen' }), now)).toBe(false);
  });
});
