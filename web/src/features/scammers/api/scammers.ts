import { PAGE_SIZES } from '@dating/rules';
import { usePagedList } from '@/shared/hooks/use-paged-list';

/** An entry of `scammers/get-list`: a person confirmed to have cheated members, kept by the site's moderators. */
export interface Scammer {
  id: number;
  /** The name(s) the person used. */
  name: string;
  /** ISO 3166-1 numeric id (the rules' COUNTRIES), or null when unknown. */
  country: number | null;
  emails: string[];
  phones: string[];
  /** Messenger handles, profile links on other sites, ... */
  other_contacts: string[];
  /** What they did: plain text with line breaks, up to 5000 characters. */
  description: string;
  /** ISO 8601, UTC: when it was added to the list. */
  time_create: string;
}

export const scammerKeys = {
  all: ['scammers'] as const,
  list: (search: string) => ['scammers', 'list', search] as const,
};

/**
 * The scammers list, newest first, 12 a page with show more (spec section 4). A search text
 * (part of a name, an e-mail, another contact or a phone's digits) goes to the server as `search`.
 */
export function useScammers(search: string) {
  const text = search.trim();
  return usePagedList<Scammer>(scammerKeys.list(text), 'scammers/get-list', text ? { search: text } : {}, PAGE_SIZES.default);
}
