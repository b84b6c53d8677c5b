import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ObjectStorage, ServiceDb } from '@dating/platform';
import { headerDuration } from '../media/video-duration.js';
import type { DemoPhotoPlan } from './demo-photos.js';

/**
 * The demo's clips: two tiny VP8 WebM files (2.5 s, 256x144, about 12 KB each) with their poster
 * frames, checked in under `services/profiles/fixtures/demo-videos` (made once by its
 * `make-demo-clips.mjs` from sharp's WebP frames: no video tool on the machine). Read from the
 * package folder, the same path from `src/seed` and `dist/seed`.
 */
const FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/demo-videos');
const CLIPS = [
  { file: 'demo-clip-sunset', title: 'Sunset walk' },
  { file: 'demo-clip-sea', title: 'By the sea' },
] as const;

/** Which demo ladies have videos: every eighth from the fifth (identity's four demo ladies keep none, so the media browser test's own stays alone). */
const hasVideos = (index: number) => index >= 4 && (index - 4) % 8 === 0;

/**
 * Gives some demo ladies accepted videos (both moderation steps done), stored through
 * ObjectStorage as uploads are, each with its poster: a public one, and every other lady also a
 * private one (to buy). A lady who has videos is left alone, so a restart does nothing; two small
 * files are read once, nothing is rendered.
 */
export async function seedDemoVideos(db: Pick<ServiceDb, 'query'>, storage: ObjectStorage, ladies: DemoPhotoPlan[]): Promise<number> {
  const chosen = ladies.filter((_l, i) => hasVideos(i));
  if (!chosen.length) return 0;
  const having = new Set(
    (
      await db.query<{ member_id: string }>(`SELECT DISTINCT member_id::text FROM profiles.videos WHERE member_id = ANY($1::bigint[])`, [
        chosen.map((l) => l.memberId),
      ])
    ).map((r) => r.member_id),
  );
  const work = chosen.filter((l) => !having.has(l.memberId));
  if (!work.length) return backfillDurations(db, chosen);
  const clips = await Promise.all(
    CLIPS.map(async (clip) => {
      const video = await readFile(`${FIXTURES}/${clip.file}.webm`);
      // Read from the clip's header as an upload's is (2.5 s each).
      return { ...clip, video, poster: await readFile(`${FIXTURES}/${clip.file}.jpg`), durationMs: durationMsOf(video) };
    }),
  );
  let seeded = 0;
  for (const [index, lady] of work.entries()) {
    const plan: { album: 'public' | 'private'; clip: (typeof clips)[number] }[] = [{ album: 'public', clip: clips[index % 2]! }];
    if (index % 2 === 0) plan.push({ album: 'private', clip: clips[(index + 1) % 2]! });
    for (const { album, clip } of plan) {
      const storageKey = `videos/${lady.memberId}/demo-${album}`;
      await storage.put(`${storageKey}/video`, clip.video, 'video/webm');
      await storage.put(`${storageKey}/poster.jpg`, clip.poster, 'image/jpeg');
      const rows = await db.query(
        `INSERT INTO profiles.videos (member_id, album_type, state, agency_id, agency_decision, agency_decided_by, agency_decided_at, site_decided_by,
           site_decided_at, title, storage_key, content_type, bytes, has_poster, duration_ms)
         VALUES ($1, $2, 'accepted', $3, CASE WHEN $3::text IS NULL THEN NULL ELSE 'accepted' END, CASE WHEN $3::text IS NULL THEN NULL ELSE 'system:demo' END,
           CASE WHEN $3::text IS NULL THEN NULL ELSE now() END, 'system:demo', now(), $4, $5, 'video/webm', $6, true, $7)
         ON CONFLICT (storage_key) DO NOTHING RETURNING id`,
        [lady.memberId, album, lady.agencyId, clip.title, storageKey, clip.video.length, clip.durationMs],
      );
      seeded += rows.length;
    }
  }
  return seeded;
}

function durationMsOf(video: Buffer): number | null {
  const seconds = headerDuration(video, 'video/webm');
  return seconds === null ? null : Math.round(seconds * 1000);
}

/**
 * A demo seeded before durations were recorded gets them (its ladies are otherwise left alone):
 * one statement a clip, only for demo rows without one; nothing to do on later starts.
 */
async function backfillDurations(db: Pick<ServiceDb, 'query'>, chosen: DemoPhotoPlan[]): Promise<number> {
  const ids = chosen.map((l) => l.memberId);
  const [missing] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM profiles.videos WHERE member_id = ANY($1::bigint[]) AND storage_key LIKE 'videos/%/demo-%' AND duration_ms IS NULL`,
    [ids],
  );
  if (!Number(missing?.n)) return 0;
  for (const clip of CLIPS) {
    await db.query(
      `UPDATE profiles.videos SET duration_ms = $1
        WHERE member_id = ANY($2::bigint[]) AND storage_key LIKE 'videos/%/demo-%' AND title = $3 AND duration_ms IS NULL`,
      [durationMsOf(await readFile(`${FIXTURES}/${clip.file}.webm`)), ids, clip.title],
    );
  }
  return 0;
}
