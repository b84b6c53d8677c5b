import { SCAMMER_LIMITS } from '@dating/rules';

export const SCAMMERS = 'scammers';

/** The contract's limits (`@dating/rules`, shared with profiles' validation and the member site). */
export { SCAMMER_LIMITS };

/** The three contact lists of an entry, each of at most `SCAMMER_LIMITS.contactsMax` texts. */
export const CONTACT_LISTS = ['emails', 'phones', 'other_contacts'] as const;
export type ContactList = (typeof CONTACT_LISTS)[number];

/** An entry of the scammers list as `/admin-api/scammers` sends it. */
export interface ScammerRecord {
  id: number;
  name: string;
  /** A country of `COUNTRIES` (`@dating/rules`) by its ISO numeric id; null: not known. */
  country: number | null;
  emails: string[];
  phones: string[];
  other_contacts: string[];
  /** What the person did, several paragraphs possibly. */
  description: string;
  /** Shown to members; false keeps the entry as a draft. */
  published: boolean;
  created_at: string;
  updated_at: string;
}
