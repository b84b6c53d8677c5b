import type { Sql } from '@dating/platform';
import { memberIdParam } from './profile.reader.js';

/** The columns the profile forms write; the SQL names only these, never a key from a request. */
export const WRITABLE_COLUMNS = [
  'name',
  'birthday',
  'country_id',
  'city',
  'nationality',
  'occupation',
  'education',
  'marital_status',
  'english_level',
  'languages',
  'religion',
  'children',
  'smoking',
  'alcohol',
  'accommodation',
  'interests',
  'pets',
  'flowers',
  'holidays',
  'goals',
  'about_me',
  'about_yourself',
  'hair_color',
  'eyes_color',
  'body_type',
  'height_cm',
  'weight_kg',
  'status',
  'partner_age_from',
  'partner_age_to',
  'partner_weight_from',
  'partner_weight_to',
  'partner_height_from',
  'partner_height_to',
  'partner_hair_color',
  'partner_eyes_color',
  'partner_children',
  'partner_type',
] as const;
export type WritableColumn = (typeof WRITABLE_COLUMNS)[number];
export type ProfileChanges = Partial<Record<WritableColumn, unknown>>;

/**
 * Writes the given columns of one profile (absent keys stay as they are) and answers the name it
 * had before, or null when there is no such profile.
 */
export async function updateProfile(sql: Sql, memberId: string, changes: ProfileChanges): Promise<{ previousName: string } | null> {
  if (memberIdParam(memberId) === null) return null;
  const columns = WRITABLE_COLUMNS.filter((c) => Object.hasOwn(changes, c) && changes[c] !== undefined);
  const params: unknown[] = [memberId];
  const sets = columns.map((c) => `${c} = $${params.push(changes[c])}`);
  const [row] = await sql.query<{ previous_name: string }>(
    // Wrapped in a WITH: a top-level UPDATE answers [rows, count] through TypeORM.
    `WITH before AS (SELECT member_id, name FROM profiles.profiles WHERE member_id = $1 FOR UPDATE),
       updated AS (UPDATE profiles.profiles p SET ${[...sets, 'updated_at = now()'].join(', ')} FROM before WHERE p.member_id = before.member_id
         RETURNING before.name AS previous_name)
     SELECT previous_name FROM updated`,
    params,
  );
  return row ? { previousName: row.previous_name } : null;
}

/** Writes the owner's contacts (absent keys stay as they are). */
export async function updateContacts(sql: Sql, memberId: string, changes: { email?: string | null; phone?: string | null }): Promise<void> {
  const cols = (['email', 'phone'] as const).filter((c) => changes[c] !== undefined);
  if (!cols.length) return;
  const params: unknown[] = [memberId, ...cols.map((c) => changes[c])];
  await sql.query(
    `INSERT INTO profiles.contacts (member_id, ${cols.join(', ')}) VALUES ($1, ${cols.map((_, i) => `$${i + 2}`).join(', ')})
     ON CONFLICT (member_id) DO UPDATE SET ${cols.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()`,
    params,
  );
}
