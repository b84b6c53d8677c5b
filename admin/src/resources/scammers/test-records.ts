import type { ScammerRecord } from './scammer';

/** Entries of the scammers list for the component tests. */
export const CARTER: ScammerRecord = {
  id: 4,
  name: 'John Carter',
  country: 840,
  emails: ['john.carter@example.com', 'jc1970@example.net'],
  phones: ['+1 (555) 010-2030'],
  other_contacts: ['skype: john.carter.77'],
  description: 'Asked three ladies for money for a plane ticket.\nNever came.',
  published: true,
  created_at: '2026-10-04T09:00:00.000Z',
  updated_at: '2026-10-05T12:30:00.000Z',
};

/** A draft: members do not see it yet; no country, no e-mail. */
export const OKAFOR: ScammerRecord = {
  id: 7,
  name: 'Daniel Okafor',
  country: null,
  emails: [],
  phones: ['+234 803 555 0101', '+234 803 555 0102', '+234 803 555 0103'],
  other_contacts: [],
  description: 'Sent a fake courier invoice.',
  published: false,
  created_at: '2026-10-06T09:00:00.000Z',
  updated_at: '2026-10-06T09:00:00.000Z',
};

/** As many phones as an entry may have (10). */
export const MANY_PHONES: ScammerRecord = {
  id: 9,
  name: 'Call Centre',
  country: 356,
  emails: [],
  phones: Array.from({ length: 10 }, (_, i) => `+91 98765 000${String(i).padStart(2, '0')}`),
  other_contacts: [],
  description: 'Calls members with a sad story from ten numbers.',
  published: true,
  created_at: '2026-10-07T09:00:00.000Z',
  updated_at: '2026-10-07T09:00:00.000Z',
};
