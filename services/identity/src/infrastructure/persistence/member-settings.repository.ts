import type { ServiceDb, Sql, UserType } from '@dating/platform';
import { MemberSettingsChangedEvent } from '../../contracts/identity-events.js';
import { applySettingsChange, effectiveSettings, type MemberSettings, type SettingsChange } from '../../domain/settings.js';
import { appendMemberEvents, event } from './member-events.js';

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

/**
 * Applies a change to a member's settings: the row (created when missing) is locked, so concurrent
 * changes of one member apply in turn; the result and MemberSettingsChanged (every flag) commit
 * together. A woman's visual flags stay on whatever the change says.
 */
export function changeSettings(db: ServiceDb, member: { id: string; userType: UserType }, change: SettingsChange, actor: string): Promise<MemberSettings> {
  return db.transaction(async (tx) => {
    await tx.query(`INSERT INTO identity.member_settings (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING`, [member.id]);
    const current = effectiveSettings(await storedSettings(tx, member.id, true), member.userType);
    const next = applySettingsChange(current, change, member.userType);
    await saveSettings(tx, member.id, next);
    await appendMemberEvents(tx, member.id, actor, [event(MemberSettingsChangedEvent, { memberId: member.id, settings: next })]);
    return next;
  });
}
