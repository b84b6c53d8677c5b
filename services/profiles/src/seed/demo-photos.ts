import type { ObjectStorage, ServiceDb, UserType } from '@dating/platform';
import sharp from 'sharp';
import { MediaUrls } from '../media/media-urls.js';
import { changeAvatar } from '../commands/manage-photo/manage-photo.handler.js';
import { PREVIEW_SIDES } from '../media/photo-pipeline.js';
import type { SeededRandom } from './profile-generator.js';

const W = 480;
const H = 640;

const PALETTES = [
  ['#f6d365', '#fda085'],
  ['#a1c4fd', '#c2e9fb'],
  ['#fbc2eb', '#a6c1ee'],
  ['#84fab0', '#8fd3f4'],
  ['#ffecd2', '#fcb69f'],
  ['#e0c3fc', '#8ec5fc'],
  ['#f093fb', '#f5576c'],
  ['#fdfbfb', '#ebedee'],
  ['#d4fc79', '#96e6a1'],
  ['#ff9a9e', '#fecfef'],
];
const HAIR = ['#2b1b12', '#4a2f1d', '#7a4a26', '#c9a36a', '#e6c98f', '#1c1c1c', '#8b3a1e'];
const SKIN = ['#f3d2b8', '#e8bf9f', '#d9a98a', '#c68e6e', '#f7dcc7'];
const TOPS = ['#b23a48', '#3a6ea5', '#2f8f6b', '#6b4c9a', '#d17a22', '#222831', '#c0587e'];

/**
 * A soft portrait: a gradient backdrop with light circles, a silhouette (hair, face, shoulders): a
 * lady's with long hair, a man's with short hair, broader shoulders and a collar.
 * Nothing drawn in its corners: the site's cards put their badges there.
 */
function portraitSvg(random: SeededRandom, sex: UserType): string {
  const [from, to] = random.pick(PALETTES);
  const hair = random.pick(HAIR);
  const skin = random.pick(SKIN);
  const top = random.pick(TOPS);
  const tilt = random.int(-6, 6);
  const bokeh = Array.from({ length: 7 }, () => {
    const r = random.int(30, 110);
    return `<circle cx="${random.int(0, 600)}" cy="${random.int(0, 400)}" r="${r}" fill="#ffffff" fill-opacity="${(random.int(8, 22) / 100).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 600 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="face" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="${skin}" stop-opacity="0"/></radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="14"/></filter>
  </defs>
  <rect width="600" height="800" fill="url(#bg)"/>
  <g filter="url(#soft)">${bokeh}</g>
  <g transform="rotate(${tilt} 300 420)">${sex === 'woman' ? womanSilhouette(hair, skin, top) : manSilhouette(hair, skin, top)}
  </g>
</svg>`;
}

const womanSilhouette = (hair: string, skin: string, top: string) => `
    <path d="M150 360 C150 190 450 190 450 360 L470 640 C400 610 200 610 130 640 Z" fill="${hair}"/>
    <rect x="262" y="500" width="76" height="110" rx="30" fill="${skin}"/>
    <path d="M90 800 C100 650 190 590 300 590 C410 590 500 650 510 800 Z" fill="${top}"/>
    <ellipse cx="300" cy="395" rx="112" ry="140" fill="${skin}"/>
    <ellipse cx="300" cy="395" rx="112" ry="140" fill="url(#face)"/>
    <path d="M186 385 C176 255 424 245 414 385 C395 320 340 292 300 300 C255 292 205 325 186 385 Z" fill="${hair}"/>`;

const manSilhouette = (hair: string, skin: string, top: string) => `
    <rect x="252" y="490" width="96" height="120" rx="28" fill="${skin}"/>
    <path d="M60 800 C70 640 170 580 300 580 C430 580 530 640 540 800 Z" fill="${top}"/>
    <path d="M248 585 L300 650 L352 585 Z" fill="#ffffff" fill-opacity="0.85"/>
    <ellipse cx="300" cy="400" rx="108" ry="132" fill="${skin}"/>
    <ellipse cx="300" cy="400" rx="108" ry="132" fill="url(#face)"/>
    <path d="M190 392 C176 300 212 246 300 244 C388 246 424 300 410 392 C404 352 394 332 372 324 C340 312 260 312 228 324 C206 332 196 352 190 392 Z" fill="${hair}"/>`;

/** A demo member's photo, as the upload pipeline would store it: original (JPEG), large and small previews. */
export async function demoPortrait(
  random: SeededRandom,
  sex: UserType,
): Promise<{ original: Buffer; large: Buffer; small: Buffer; width: number; height: number }> {
  const rendered = await sharp(Buffer.from(portraitSvg(random, sex)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: rendered.info.width, height: rendered.info.height, channels: rendered.info.channels } } as const;
  const [original, large, small] = await Promise.all([
    sharp(rendered.data, raw).jpeg({ quality: 85 }).toBuffer(),
    sharp(rendered.data, raw).resize(PREVIEW_SIDES.large, PREVIEW_SIDES.large, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 82 }).toBuffer(),
    sharp(rendered.data, raw).resize(PREVIEW_SIDES.small, PREVIEW_SIDES.small, { fit: 'inside' }).jpeg({ quality: 80 }).toBuffer(),
  ]);
  return { original, large, small, width: W, height: H };
}

/** The demo members' photos: each one accepted public photo (the avatar); every third lady also a private one. */
export interface DemoPhotoPlan {
  memberId: string;
  name: string;
  agencyId: string | null;
  /** A man's portrait is a man's, and he has no private photo. */
  sex: UserType;
}

/**
 * Gives demo members without photos their generated portraits, accepted (both moderation steps
 * done), stored through ObjectStorage as uploads are, the public one set as avatar. Portraits are
 * rendered once per initial and variant and shared (a few dozen renders, not one per photo), so the
 * demo stays quick at every start; a member who has photos is left alone (a restart does nothing).
 */
export async function seedDemoPhotos(
  db: Pick<ServiceDb, 'query' | 'transaction'>,
  storage: ObjectStorage,
  members: DemoPhotoPlan[],
  random: SeededRandom,
): Promise<number> {
  const having = new Set(
    (
      await db.query<{ member_id: string }>(`SELECT DISTINCT member_id::text FROM profiles.photos WHERE member_id = ANY($1::bigint[])`, [
        members.map((m) => m.memberId),
      ])
    ).map((r) => r.member_id),
  );
  const rendered = new Map<string, Promise<Awaited<ReturnType<typeof demoPortrait>>>>();
  // One portrait per sex, initial and variant: the photos vary without rendering each one.
  const portrait = (sex: UserType, initial: string, variant: number) => {
    const key = `${sex}:${initial}:${variant}`;
    if (!rendered.has(key)) rendered.set(key, demoPortrait(random, sex));
    return rendered.get(key)!;
  };
  let seeded = 0;
  const work = members.filter((m) => !having.has(m.memberId));
  for (let i = 0; i < work.length; i += 4) {
    await Promise.all(
      work.slice(i, i + 4).map(async (member, j) => {
        const index = i + j;
        const initial = member.name.charAt(0).toUpperCase();
        const { sex } = member;
        const albums: ('public' | 'private')[] = sex === 'woman' && index % 3 === 0 ? ['public', 'private'] : ['public'];
        for (const [k, album] of albums.entries()) {
          const image = await portrait(sex, initial, (index + k) % 2);
          const storageKey = `photos/${member.memberId}/demo-${album}`;
          await Promise.all([
            storage.put(`${storageKey}/original.jpg`, image.original, 'image/jpeg'),
            storage.put(`${storageKey}/large.jpg`, image.large, 'image/jpeg'),
            storage.put(`${storageKey}/small.jpg`, image.small, 'image/jpeg'),
          ]);
          const [row] = await db.query<{ id: string }>(
            `INSERT INTO profiles.photos (member_id, album_type, state, agency_id, agency_decision, agency_decided_by, agency_decided_at, site_decided_by,
               site_decided_at, storage_key, width, height, bytes)
             VALUES ($1, $2, 'accepted', $3, CASE WHEN $3::text IS NULL THEN NULL ELSE 'accepted' END, CASE WHEN $3::text IS NULL THEN NULL ELSE 'system:demo' END,
               CASE WHEN $3::text IS NULL THEN NULL ELSE now() END, 'system:demo', now(), $4, $5, $6, $7)
             ON CONFLICT (storage_key) DO NOTHING RETURNING id::text`,
            [member.memberId, album, member.agencyId, storageKey, image.width, image.height, image.original.length],
          );
          if (row && album === 'public') {
            await db.transaction((tx) => changeAvatar(tx, member.memberId, MediaUrls.path(row.id, 'small'), 'system:demo', null));
          }
          if (row) seeded++;
        }
      }),
    );
  }
  return seeded;
}
