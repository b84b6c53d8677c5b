import { PRODUCT_MESSAGES, STATIC_PAGES, VALIDATION_MESSAGES } from '@dating/rules';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES, routeName } from '@/app/routes';
import { en } from './en';
import { enAccount } from './en/account';
import { ru } from './ru';
import { ruAccount } from './ru/account';

/** Russian alone says some things by the person's sex ("she winked", "he winked"): `_male` / `_female` forms of a key. */
const SEX_CONTEXT = /_(male|female)$/;

/** Every leaf key of a bundle (plural suffixes and the sex forms folded into their base key). */
function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) =>
    keys(v, prefix ? `${prefix}.${k.replace(/_(zero|one|two|few|many|other)$/, '').replace(SEX_CONTEXT, '')}` : k),
  );
}

/** The keys with a sex form, and whether the bundle also holds the other form and the neutral base. */
function sexForms(obj: unknown, prefix = ''): { key: string; complete: boolean }[] {
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) return [];
  const entries = obj as Record<string, unknown>;
  return Object.entries(entries).flatMap(([k, v]) => {
    const nested = sexForms(v, prefix ? `${prefix}.${k}` : k);
    if (!SEX_CONTEXT.test(k)) return nested;
    const base = k.replace(SEX_CONTEXT, '');
    return [
      ...nested,
      {
        key: `${prefix}.${k}`,
        complete: typeof entries[base] === 'string' && typeof entries[`${base}_male`] === 'string' && typeof entries[`${base}_female`] === 'string',
      },
    ];
  });
}
const uniq = (xs: string[]) => [...new Set(xs)].sort();

describe('locales', () => {
  it('Russian has every English key (and English every Russian one)', () => {
    expect(uniq(keys(ru))).toEqual(uniq(keys(en)));
    expect(uniq(keys(ruAccount))).toEqual(uniq(keys(enAccount)));
  });

  it('a Russian sex form comes in pairs beside its neutral base (the fallback when the sex is unknown)', () => {
    const forms = [...sexForms(ru), ...sexForms(ruAccount)];
    expect(forms.length).toBeGreaterThan(0);
    expect(forms.filter((f) => !f.complete)).toEqual([]);
    expect([...sexForms(en), ...sexForms(enAccount)]).toEqual([]); // English says it one way
  });

  it("English messages are the spec's, word for word", () => {
    expect(enAccount.validation).toEqual(VALIDATION_MESSAGES);
    expect(enAccount.messages).toEqual(PRODUCT_MESSAGES);
  });

  it('Russian messages keep the placeholders of the English ones', () => {
    const placeholders = (s: string) => uniq(s.match(/\{\w+\}/g) ?? []);
    for (const [id, text] of Object.entries(enAccount.validation))
      expect(placeholders((ruAccount.validation as Record<string, string>)[id]!)).toEqual(placeholders(text));
  });

  it('every route has a document title in both languages; every static page a title', () => {
    for (const route of ALL_ROUTES) {
      for (const name of [routeName(route, false), routeName(route, true)]) {
        expect(en.documentTitles, name).toHaveProperty(name);
        expect(ru.documentTitles, name).toHaveProperty(name);
      }
    }
    for (const { slug } of STATIC_PAGES) expect(ru.staticPages.titles).toHaveProperty(slug);
  });
});

describe('static page texts', () => {
  const pages = import.meta.glob<{ default: { title: string; updated: string; sections: { heading: string; body: unknown[] }[] } }>('./*/pages/*.ts', {
    eager: true,
  });

  it.each(STATIC_PAGES.map((p) => p.slug))('%s has a complete text in English and Russian', (slug) => {
    for (const [lng, titles] of [
      ['en', en.staticPages.titles],
      ['ru', ru.staticPages.titles],
    ] as const) {
      const page = pages[`./${lng}/pages/${slug}.ts`]?.default;
      expect(page, `${lng}/${slug}`).toBeDefined();
      expect(page!.title).toBe((titles as Record<string, string>)[slug]);
      expect(page!.sections.length).toBeGreaterThanOrEqual(3);
      expect(Number.isNaN(Date.parse(page!.updated))).toBe(false);
    }
    const en_ = pages[`./en/pages/${slug}.ts`]!.default;
    const ru_ = pages[`./ru/pages/${slug}.ts`]!.default;
    expect(ru_.sections.length).toBe(en_.sections.length);
  });
});
