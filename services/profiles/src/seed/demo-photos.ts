import { encodeEvent, type ObjectStorage, type ServiceDb } from '@dating/platform';
import { PhotoAcceptedEvent } from '../contracts/profiles-events.js';
import sharp from 'sharp';
import { MediaUrls } from '../media/media-urls.js';
import { changeAvatar } from '../commands/manage-photo/manage-photo.handler.js';
import { PREVIEW_SIDES, type ProcessedPhoto, storePhotoFiles } from '../media/photo-pipeline.js';
import { type PortraitLook, PORTRAIT_HEIGHT, PORTRAIT_WIDTH, portraitSvg } from './demo-portrait.js';
import { SeededRandom } from './profile-generator.js';

/** A demo member's photo, as the upload pipeline would store it: original (JPEG), large, small and thumb previews. */
export async function demoPortrait(random: SeededRandom, look: PortraitLook): Promise<ProcessedPhoto> {
  const rendered = await sharp(Buffer.from(portraitSvg(random, look)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: rendered.info.width, height: rendered.info.height, channels: rendered.info.channels } } as const;
  const preview = (side: number, quality: number) =>
    sharp(rendered.data, raw).resize(side, side, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality }).toBuffer();
  const [original, large, small, thumb] = await Promise.all([
    sharp(rendered.data, raw).jpeg({ quality: 85 }).toBuffer(),
    preview(PREVIEW_SIDES.large, 82),
    preview(PREVIEW_SIDES.small, 80),
    preview(PREVIEW_SIDES.thumb, 78),
  ]);
  // Demo portraits carry no watermark, so the owner's master is the original itself.
  return { master: original, original, large, small, thumb, width: PORTRAIT_WIDTH, height: PORTRAIT_HEIGHT };
}

/** The demo members' photos: each one accepted public photo (the avatar); every third lady also a private one. */
export interface DemoPhotoPlan extends PortraitLook {
  memberId: string;
  agencyId: string | null;
}

/**
 * Gives demo members without photos their generated portraits, accepted (both moderation steps
 * done), stored through ObjectStorage as uploads are, the public one set as avatar. Each portrait
 * is its own render (about 20 ms: no blur filters) in its member's sex, hair and eye colours; a
 * member who has photos is left alone (a restart does nothing).
 */
export async function seedDemoPhotos(db: Pick<ServiceDb, 'query' | 'transaction'>, storage: ObjectStorage, members: DemoPhotoPlan[]): Promise<number> {
  const having = new Set(
    (
      await db.query<{ member_id: string }>(`SELECT DISTINCT member_id::text FROM profiles.photos WHERE member_id = ANY($1::bigint[])`, [
        members.map((m) => m.memberId),
      ])
    ).map((r) => r.member_id),
  );
  let seeded = 0;
  const work = members.filter((m) => !having.has(m.memberId));
  for (let i = 0; i < work.length; i += 4) {
    await Promise.all(
      work.slice(i, i + 4).map(async (member, j) => {
        const index = i + j;
        const { sex } = member;
        const albums: ('public' | 'private')[] = sex === 'woman' && index % 3 === 0 ? ['public', 'private'] : ['public'];
        for (const [k, album] of albums.entries()) {
          // Drawn from the member's id: the same portrait whatever order the photos are made in.
          const image = await demoPortrait(new SeededRandom(Number(member.memberId) * 2 + k), member);
          const storageKey = `photos/${member.memberId}/demo-${album}`;
          await storePhotoFiles(storage, storageKey, image);
          // Stored as moderation would leave it: accepted, announced (PhotoAccepted feeds the news) and, if public, the avatar.
          const stored = await db.transaction(async (tx) => {
            const [row] = await tx.query<{ id: string }>(
              `INSERT INTO profiles.photos (member_id, album_type, state, agency_id, agency_decision, agency_decided_by, agency_decided_at, site_decided_by,
                 site_decided_at, storage_key, width, height, bytes)
               VALUES ($1, $2, 'accepted', $3, CASE WHEN $3::text IS NULL THEN NULL ELSE 'accepted' END, CASE WHEN $3::text IS NULL THEN NULL ELSE 'system:demo' END,
                 CASE WHEN $3::text IS NULL THEN NULL ELSE now() END, 'system:demo', now(), $4, $5, $6, $7)
               ON CONFLICT (storage_key) DO NOTHING RETURNING id::text`,
              [member.memberId, album, member.agencyId, storageKey, image.width, image.height, image.original.length],
            );
            if (!row) return false;
            await tx.publish([
              encodeEvent(
                PhotoAcceptedEvent,
                { photoId: row.id, memberId: member.memberId, albumType: album },
                { streamId: member.memberId, actor: 'system:demo' },
              ),
            ]);
            if (album === 'public') await changeAvatar(tx, member.memberId, MediaUrls.path(row.id, 'small'), 'system:demo', null);
            return true;
          });
          if (stored) seeded++;
        }
      }),
    );
  }
  return seeded;
}
