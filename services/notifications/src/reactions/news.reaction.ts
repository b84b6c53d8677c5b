import type { EventEnvelope } from '@dating/proto/platform/v1/envelope_pb';
import { isRecordId, logger, on, type Reaction } from '@dating/platform';
import { PhotoAcceptedEvent, ProfileOpenedEvent, VideoAcceptedEvent } from '@dating/profiles/contracts';
import type { EntityManager } from 'typeorm';
import { type MediaAccepted, type MemberSex, newsOf } from '../domain/notifications.js';

const log = logger('notifications.news');

const occurredAt = (envelope: EventEnvelope): Date => (envelope.occurredAtMs > 0n ? new Date(Number(envelope.occurredAtMs)) : new Date());

async function recordNews(manager: EntityManager, media: MediaAccepted, envelope: EventEnvelope): Promise<void> {
  const [author] = isRecordId(media.memberId)
    ? await manager.query<{ sex: MemberSex }[]>(`SELECT sex FROM notifications.members WHERE member_id = $1`, [media.memberId])
    : [];
  const item = newsOf(media, author?.sex ?? null);
  if (!item) {
    if (media.albumType === 'public' && !author) log.warn({ memberId: media.memberId }, 'news of a member whose profile never opened: skipped');
    return;
  }
  await manager.query(
    `INSERT INTO notifications.news (author_id, author_sex, type, media_id, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (type, media_id) DO NOTHING`,
    [item.authorId, item.authorSex, item.type, item.mediaId, occurredAt(envelope)],
  );
}

/**
 * News (spec sections 1, 2, 7): a member's public photo or video accepted by moderation
 * (PhotoAccepted / VideoAccepted), stored with its author's sex. The sex comes from notifications'
 * copy of ProfileOpened, which shares the topic (`profiles.profiles.v1`) and the key (the member)
 * with the acceptances and is in this same consumer: a member's profile has always opened here
 * before her first photo is accepted. Asking profiles' directory instead would be a call inside the
 * inbox transaction (over gRPC split; on the embedded PGlite, one session, a second query waiting
 * for this transaction to end).
 */
export function newsFromProfiles(): Reaction[] {
  return [
    on(ProfileOpenedEvent, async (e, _envelope, manager) => {
      if (!isRecordId(e.memberId)) return;
      await manager.query(`INSERT INTO notifications.members (member_id, sex) VALUES ($1, $2) ON CONFLICT (member_id) DO UPDATE SET sex = EXCLUDED.sex`, [
        e.memberId,
        e.userType === 'woman' ? 'woman' : 'man',
      ]);
    }),
    on(PhotoAcceptedEvent, (e, envelope, manager) =>
      recordNews(manager, { type: 'photo', mediaId: e.photoId, memberId: e.memberId, albumType: e.albumType }, envelope),
    ),
    on(VideoAcceptedEvent, (e, envelope, manager) =>
      recordNews(manager, { type: 'video', mediaId: e.videoId, memberId: e.memberId, albumType: e.albumType }, envelope),
    ),
  ];
}
