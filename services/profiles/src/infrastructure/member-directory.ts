import { isRecordId, type Sql } from '@dating/platform';
import type { AttachablePhoto, MemberCard, MemberDirectory } from '../contracts/member-directory.port.js';
import { MediaUrls } from '../media/media-urls.js';

/**
 * The member directory port over profiles' tables (cards and attachable photos). Attachments are
 * public photos only: a private photo is sold (private_photo_buy), so a letter never gives it away.
 */
export class SqlMemberDirectory implements MemberDirectory {
  constructor(private readonly db: Sql) {}

  async cardsOf(memberIds: string[]): Promise<MemberCard[]> {
    const ids = [...new Set(memberIds.filter((id) => isRecordId(id)))];
    if (!ids.length) return [];
    const rows = await this.db.query<{ member_id: string; user_type: 'man' | 'woman'; name: string; avatar_url: string | null; agency_id: string | null }>(
      `SELECT member_id::text, user_type, name, avatar_url, agency_id FROM profiles.profiles WHERE member_id = ANY($1::bigint[])`,
      [ids],
    );
    return rows.map((r) => ({ memberId: r.member_id, userType: r.user_type, name: r.name, avatar: r.avatar_url, agencyId: r.agency_id }));
  }

  async attachablePhotos(ownerId: string, photoIds: string[]): Promise<AttachablePhoto[]> {
    const ids = [...new Set(photoIds.filter((id) => isRecordId(id)))];
    if (!ids.length || !isRecordId(ownerId)) return [];
    const rows = await this.db.query<{ id: string }>(
      `SELECT id::text FROM profiles.photos
        WHERE id = ANY($1::bigint[]) AND member_id = $2 AND state = 'accepted' AND album_type = 'public' AND trashed_at IS NULL`,
      [ids, ownerId],
    );
    return rows.map((r) => ({ photoId: r.id, small: MediaUrls.path(r.id, 'small'), large: MediaUrls.path(r.id, 'large') }));
  }
}
