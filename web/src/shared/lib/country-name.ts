import { COUNTRIES, countryCodeOf, regionName } from '@dating/rules';

const codeByName = new Map(COUNTRIES.map(([, code, name]) => [name, code]));

/**
 * A country's name in the interface's language. The server's lists and cards carry the spec's
 * English names; another language takes the browser's own name for the country's ISO code (Intl),
 * and keeps the English name where the browser has none.
 */
export function countryName(country: { id: number; name: string } | string | null | undefined, language: string): string | undefined {
  if (!country) return undefined;
  const english = typeof country === 'string' ? country : country.name;
  if (language.startsWith('en')) return english;
  const code = typeof country === 'string' ? codeByName.get(country) : countryCodeOf(country.id);
  return (code && regionName(code, language)) || english;
}

/** Country options for a select, named in the interface's language and in its alphabetical order. */
export function countryOptions(countries: { id: number; name: string }[] | undefined, language: string): { id: number; label: string; value: number }[] {
  return (countries ?? []).map((c) => ({ id: c.id, label: countryName(c, language)!, value: c.id })).sort((a, b) => a.label.localeCompare(b.label, language));
}
