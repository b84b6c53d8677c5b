import { isRecordId, type MemberPrincipal, type Sql, type UserType } from '@dating/platform';

/** A member as the chat shows her (spec section 3, chat user). */
export interface ChatUser {
  userId: string;
  fullName: string;
  avatarSmall: string | null;
  userType: UserType;
}

interface MemberRow {
  member_id: string;
  user_type: UserType;
  full_name: string;
  avatar_small: string | null;
}

const toUser = (row: MemberRow): ChatUser => ({ userId: row.member_id, fullName: row.full_name, avatarSmall: row.avatar_small, userType: row.user_type });

/** Member ids are identity's numeric ids. */
export const isMemberId = isRecordId;

/** The chat's card of a member; the principal's own facts until her MemberRegistered has arrived. */
export async function memberCard(sql: Sql, member: MemberPrincipal): Promise<ChatUser> {
  const [row] = await sql.query<MemberRow>(`SELECT member_id, user_type, full_name, avatar_small FROM chat_room.members WHERE member_id = $1`, [member.id]);
  return row ? toUser(row) : { userId: member.id, fullName: '', avatarSmall: null, userType: member.userType };
}

export async function findMember(sql: Sql, memberId: string): Promise<ChatUser | null> {
  if (!isMemberId(memberId)) return null;
  const [row] = await sql.query<MemberRow>(`SELECT member_id, user_type, full_name, avatar_small FROM chat_room.members WHERE member_id = $1`, [memberId]);
  return row ? toUser(row) : null;
}

/** A member's card, created or renamed (identity's MemberRegistered, profiles' ProfileNameChanged). */
export async function upsertMember(sql: Sql, member: { memberId: string; userType?: UserType; name: string }): Promise<void> {
  if (member.userType) {
    await sql.query(
      `INSERT INTO chat_room.members (member_id, user_type, full_name) VALUES ($1, $2, $3)
       ON CONFLICT (member_id) DO UPDATE SET full_name = excluded.full_name, user_type = excluded.user_type, updated_at = now()`,
      [member.memberId, member.userType, member.name],
    );
  } else {
    await sql.query(`UPDATE chat_room.members SET full_name = $2, updated_at = now() WHERE member_id = $1`, [member.memberId, member.name]);
  }
}

/**
 * A member's avatar (profiles' ProfileAvatarChanged). An avatar needs an accepted photo, long after
 * sign-up, so her card from MemberRegistered is there; were it not, this avatar is skipped.
 */
export async function setMemberAvatar(sql: Sql, memberId: string, avatarSmall: string | null): Promise<void> {
  await sql.query(`UPDATE chat_room.members SET avatar_small = $2, updated_at = now() WHERE member_id = $1`, [memberId, avatarSmall]);
}
