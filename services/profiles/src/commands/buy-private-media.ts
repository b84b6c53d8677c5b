import type { ServiceDb, UserType } from '@dating/platform';
import { type LedgerPort, orderReference } from '@dating/billing-ledger/contracts';
import { ProfilesError } from '../domain/profile-errors.js';
import { mediaBoughtAmong, mediaById, type MediaTables, recordMediaPurchase } from '../infrastructure/media.js';
import type { MediaUrls } from '../media/media-urls.js';
import type { MediaViewer, PhotoRow } from '../media/photo-access.js';

/** What a sale needs of an item's row (photos' and videos' rows both have it). */
type SellableRow = Pick<PhotoRow, 'member_id' | 'album_type' | 'state' | 'trashed_at'>;

/** One kind of private media for sale: where it lives, what its purchase is charged as, and how the buyer sees it. */
export interface PrivateMediaSale<Row extends SellableRow, View> {
  kind: 'photo' | 'video';
  tables: MediaTables;
  /** The price list's service, charged once per buyer and item. */
  service: 'private_photo_buy' | 'private_video_buy';
  /** The idempotency key of one buyer's purchase of one item. */
  purchaseKey(buyerId: string, itemId: string): string;
  view(row: Row, viewer: MediaViewer, purchased: boolean, urls: MediaUrls): View;
}

/**
 * Buys a private photo or video. Both kinds are sold by the same rules, so one step serves both:
 * an accepted private item of a member of the other sex; a man is charged through billing's
 * LedgerPort with the sale's key, so a retry or a second purchase never charges twice, and a
 * refusal (10025) stores nothing; a woman's purchase is recorded without a charge. The purchase
 * row is written after the charge; should that write fail, the retry's charge is the same (the key)
 * and costs nothing.
 */
export async function buyPrivateMedia<Row extends SellableRow, View>(
  db: ServiceDb,
  urls: MediaUrls,
  ledger: () => LedgerPort,
  sale: PrivateMediaSale<Row, View>,
  { buyerId, buyerType, itemId }: { buyerId: string; buyerType: UserType; itemId: string },
): Promise<View & { charged: number }> {
  const item = await mediaById<Row>(db, sale.tables, itemId);
  if (!item || item.state !== 'accepted' || item.trashed_at)
    throw new ProfilesError(sale.kind === 'video' ? 'PROFILES.VIDEO_NOT_FOUND' : 'PROFILES.PHOTO_NOT_FOUND');
  if (item.member_id === buyerId) throw new ProfilesError('PROFILES.NOT_FOR_SALE', `You cannot buy your own ${sale.kind}`);
  if (item.album_type !== 'private') throw new ProfilesError('PROFILES.NOT_FOR_SALE', `Only a private ${sale.kind} can be bought`);
  const [owner] = await db.query<{ user_type: string }>(`SELECT user_type FROM profiles.profiles WHERE member_id = $1`, [item.member_id]);
  if (owner?.user_type === buyerType) throw new ProfilesError('PROFILES.SAME_SEX');
  const viewer = { kind: 'member' as const, id: buyerId };
  if ((await mediaBoughtAmong(db, sale.tables, buyerId, [itemId])).has(itemId)) return { ...sale.view(item, viewer, true, urls), charged: 0 };

  let charged = 0;
  let chargeId: string | null = null;
  if (buyerType === 'man') {
    const answer = await ledger().charge({
      accountId: buyerId,
      idempotencyKey: sale.purchaseKey(buyerId, itemId),
      service: sale.service,
      quantity: 1n,
      reference: orderReference(sale.kind, itemId, item.member_id),
    });
    charged = Number(answer.amount);
    chargeId = answer.chargeId;
  }
  await recordMediaPurchase(db, sale.tables, { buyerId, itemId, chargeId, amount: charged });
  return { ...sale.view(item, viewer, true, urls), charged };
}
