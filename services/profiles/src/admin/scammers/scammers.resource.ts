import type { AdminResource } from '@dating/platform';
import { asIs, columnFilters, fromColumns, isoOrNull, isTrue, num, numOrNull, sortableColumns } from '@dating/platform';

/**
 * `scammers`: the scammers list as staff keep it, drafts included. Filters `q` (part of the name,
 * an e-mail, a phone as written or its digits, another contact) and `published`.
 */
export const SCAMMERS: AdminResource<Record<string, unknown>> = {
  resource: 'scammers',
  select: `SELECT s.id, s.name, s.country, s.emails, s.phones, s.other_contacts, s.description, s.published, s.created_at, s.updated_at,
             array_to_string(s.emails || s.phones || s.other_contacts, ' ') || ' ' || s.phone_digits AS contacts
           FROM profiles.scammers s`,
  sortable: sortableColumns('id', 'name', 'created_at'),
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    ...columnFilters({ published: 'bool' }),
    q: { column: 'name', type: 'text', op: 'search', columns: ['name', 'contacts'] },
  },
  map: fromColumns({
    id: num,
    name: asIs,
    country: numOrNull,
    emails: asIs,
    phones: asIs,
    other_contacts: asIs,
    description: asIs,
    published: isTrue,
    created_at: isoOrNull,
    updated_at: isoOrNull,
  }),
};
