import { SCAMMER_MESSAGES } from '@dating/rules';
import { describe, expect, it } from 'vitest';
import { checkScammer, scammerSearch, storedPhoneDigits } from './scammers.js';

describe('checkScammer', () => {
  it('tidies a new entry: trimmed text, blank and repeated contacts dropped, empty lists for the missing ones', () => {
    expect(
      checkScammer(
        {
          name: '  Alina  ',
          description: ' Asked for money. ',
          country: 804,
          emails: ['a@example.com', 'A@EXAMPLE.COM', ' '],
          phones: ['+380 67 000 11 22', '380670001122'],
          published: false,
        },
        true,
      ),
    ).toEqual({
      ok: true,
      fields: {
        name: 'Alina',
        description: 'Asked for money.',
        country: 804,
        emails: ['a@example.com'],
        phones: ['+380 67 000 11 22'],
        other_contacts: [],
        published: false,
      },
    });
  });

  it('requires the name and the description of a new entry, not of a change; null clears the country', () => {
    expect(checkScammer({}, true)).toMatchObject({
      ok: false,
      message: SCAMMER_MESSAGES.nameRequired,
      details: { name: [SCAMMER_MESSAGES.nameRequired], description: [SCAMMER_MESSAGES.descriptionRequired] },
    });
    expect(checkScammer({ country: null }, false)).toEqual({ ok: true, fields: { country: null } });
    expect(checkScammer({ name: '   ' }, false)).toMatchObject({ ok: false, details: { name: [SCAMMER_MESSAGES.nameRequired] } });
  });

  it('answers every broken field at once', () => {
    const checked = checkScammer(
      {
        name: 'x'.repeat(101),
        description: 7,
        country: 999,
        emails: ['nope', 'ok@example.com'],
        phones: ['12', '+1 (555) 010-9999'],
        other_contacts: ['y'.repeat(201)],
        published: 'yes',
      },
      true,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.details).sort()).toEqual(['country', 'description', 'emails', 'name', 'other_contacts', 'phones', 'published']);
    expect(checked.details.emails).toEqual([SCAMMER_MESSAGES.badEmail('nope')]);
    expect(checked.details.phones).toEqual([SCAMMER_MESSAGES.badPhone('12')]);
  });

  it('refuses more than 10 items, lists of other things, and text PostgreSQL cannot store', () => {
    const many = Array.from({ length: 11 }, (_, i) => `+1 555 010 ${1000 + i}`);
    expect(checkScammer({ phones: many }, false)).toMatchObject({ ok: false, details: { phones: [SCAMMER_MESSAGES.tooMany('phones')] } });
    expect(checkScammer({ emails: 'a@example.com' }, false).ok).toBe(false);
    expect(checkScammer({ other_contacts: [{ $ne: 1 }] }, false).ok).toBe(false);
    expect(checkScammer({ name: 'a\u0000b' }, false).ok).toBe(false);
    expect(checkScammer({ description: '\ud800' }, false).ok).toBe(false);
  });

  it('keeps the name one honest line: no line break, zero-width or direction override (a description may have lines)', () => {
    for (const name of ['Ann\u202Egnp.exe', 'Ann\u200Ba', 'Ann\na', 'Ann\u2066a'])
      expect(checkScammer({ name }, false), JSON.stringify(name)).toMatchObject({
        ok: false,
        details: { name: ['The name field may not hold line breaks or invisible characters'] },
      });
    expect(checkScammer({ name: 'Zoë Ana-María', description: 'Two\nlines' }, false)).toMatchObject({ ok: true });
  });
});

describe('the search', () => {
  it('keeps the phones apart and matches LIKE characters as text', () => {
    expect(storedPhoneDigits(['+380 67 000 11 22', '(555) 010'])).toBe('380670001122 555010');
    expect(scammerSearch(' 50%_off\\ ')).toEqual({ text: '%50\\%\\_off\\\\%', digits: null });
    expect(scammerSearch('+380-67-000')).toEqual({ text: '%+380-67-000%', digits: '%38067000%' });
    expect(scammerSearch('  ')).toBeNull();
    expect(scammerSearch(undefined)).toBeNull();
  });
});
