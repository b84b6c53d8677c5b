import type { Sql } from '@dating/platform';

/** The flags a member stored (possibly none); `lock` holds the row for a read-modify-write. */
export async function storedSettings(sql: Sql, memberId: string, lock = false): Promise<Record<string, unknown> | null> {
  const rows = await sql.query<{ settings: Record<string, unknown> }>(
    `SELECT settings FROM identity.member_settings WHERE member_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [memberId],
  );
  return rows[0]?.settings ?? null;
}

export async function saveSettings(tx: Sql, memberId: string, settings: Record<string, string>): Promise<void> {
  await tx.query(
    `INSERT INTO identity.member_settings (member_id, settings, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (member_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
    [memberId, JSON.stringify(settings)],
  );
}
