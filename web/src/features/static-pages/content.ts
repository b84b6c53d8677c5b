import type { Language, StaticPageSlug } from '@dating/rules';

/** A static page's text: sections of paragraphs and lists. `{email}`, `{address}` and `{brand}` are filled from the site settings. */
export interface StaticPageContent {
  title: string;
  /** ISO date of the last revision. */
  updated: string;
  intro?: string;
  sections: { heading: string; body: (string | { list: string[] })[] }[];
}

const modules = import.meta.glob<{ default: StaticPageContent }>('/src/locales/*/pages/*.ts');

/** Loads one page in one language (each page and language is its own small chunk); English is the fallback. */
export async function loadStaticPage(slug: StaticPageSlug, lng: Language): Promise<StaticPageContent> {
  const load = modules[`/src/locales/${lng}/pages/${slug}.ts`] ?? modules[`/src/locales/en/pages/${slug}.ts`];
  if (!load) throw new Error(`no text for ${slug}`);
  return (await load()).default;
}

export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(email|address|brand)\}/g, (whole, key: string) => values[key] ?? whole);
}
