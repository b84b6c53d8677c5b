import type { Sql } from '@dating/platform';
import { type ScammerFields, storedPhoneDigits } from '../domain/scammers.js';

/**
 * Stores a whole scammers-list entry: a new one (`id` null, answering its id) or every column of
 * an existing one, `updated_at` stamped; `phone_digits` follows the phones.
 */
export async function writeScammer(sql: Sql, id: string | null, f: ScammerFields): Promise<string> {
  const values = [f.name, f.country, f.emails, f.phones, storedPhoneDigits(f.phones), f.other_contacts, f.description, f.published];
  if (id === null) {
    const [row] = await sql.query<{ id: string }>(
      `INSERT INTO profiles.scammers (name, country, emails, phones, phone_digits, other_contacts, description, published)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text AS id`,
      values,
    );
    return row!.id;
  }
  await sql.query(
    `UPDATE profiles.scammers SET name = $1, country = $2, emails = $3, phones = $4, phone_digits = $5, other_contacts = $6,
       description = $7, published = $8, updated_at = now()
     WHERE id = $9`,
    [...values, id],
  );
  return id;
}
