import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '.';

type Tree = { [key: string]: unknown };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Tree, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('back-office messages', () => {
  const en = keys(messagesFor('en') as Tree);
  const ru = keys(messagesFor('ru') as Tree);

  it('has every English key in Russian (react-admin, the app and every resource)', () => {
    expect(en.filter((k) => !ru.includes(k))).toEqual([]);
  });

  it('fills what ra-language-russian lacks compared with ra-language-english', () => {
    expect(keys(englishMessages as Tree).filter((k) => !ru.includes(k))).toEqual([]);
  });

  it("titles a record's page without quotes around it, in Russian as in English", () => {
    const page = (messagesFor('ru') as { ra: { page: Record<string, string> } }).ra.page;
    expect([page.show, page.edit]).toEqual(['%{name} %{recordRepresentation}', '%{name} %{recordRepresentation}']);
  });

  it('names every resource in Russian as react-admin asks for it: the singular (smart_count 1), then the plural of titles and the menu (smart_count 2)', () => {
    const resources = (messagesFor('ru') as unknown as { resources: Record<string, { name: string }> }).resources;
    expect(Object.entries(resources).filter(([, m]) => m.name.split('||||').length !== 2)).toEqual([]);
    expect(resources['payment-exceptions']!.name).toBe('Платёж без кредитов |||| Платежи без кредитов');
  });

  it('leaves no Russian string empty where the English one says something', () => {
    const flat = (tree: Tree, prefix = ''): [string, unknown][] =>
      Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as Tree, `${prefix}${k}.`) : [[`${prefix}${k}`, v] as [string, unknown]]));
    const english = new Map(flat(messagesFor('en') as Tree));
    const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
    expect(flat(messagesFor('ru') as Tree).filter(([k, v]) => blank(v) && !blank(english.get(k)))).toEqual([]);
  });
});
