import type { EntityManager } from 'typeorm';

/** The flags a member stored (possibly none); `lock` holds the row for a read-modify-write. */
export async function storedSettings(manager: EntityManager, memberId: string, lock = false): Promise<Record<string, unknown> | null> {
  const rows: { settings: Record<string, unknown> }[] = await manager.query(
    `SELECT settings FROM identity.member_settings WHERE member_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [memberId],
  );
  return rows[0]?.settings ?? null;
}

export async function saveSettings(manager: EntityManager, memberId: string, settings: Record<string, string>): Promise<void> {
  await manager.query(
    `INSERT INTO identity.member_settings (member_id, settings, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (member_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
    [memberId, JSON.stringify(settings)],
  );
}
