import { ChargeJournal, type ServiceDb, type UserType } from '@dating/platform';
import { type LedgerPort, orderReference } from '@dating/billing-ledger/contracts';
import { ProfilesError } from '../domain/profile-errors.js';
import { mediaBoughtAmong, mediaById, type MediaTables, recordMediaPurchase } from '../infrastructure/media.js';
import { SqlBlockList } from '../infrastructure/social.js';
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

/** A purchase's answer (the item unlocked, the credits this call took) and whether this call made the purchase. */
export interface MediaPurchase<View> {
  answer: View & { charged: number };
  /** False for a repeat, and for the concurrent twin of a purchase whose row the other call wrote (chat's photoBought goes once). */
  newlyBought: boolean;
}

/**
 * Buys a private photo or video. Both kinds are sold by the same rules, so one step serves both:
 * an accepted private item of a member of the other sex, not banned, with no block between them
 * either way (10003); a man is charged through billing's
 * LedgerPort with the sale's key, so a retry or a second purchase never charges twice, and a
 * refusal (10025) stores nothing; a woman's purchase is recorded without a charge. The purchase
 * row is written after the charge; should that write fail, the retry's charge is the same (the key)
 * and costs nothing, and without a retry the journal's job records it (chargeAndRecordPurchase).
 * Concurrent calls for one purchase all pass the early "already bought" look, and billing answers each
 * the same charge: only the call whose row is written reports the price as `charged`, the others 0.
 */
export async function buyPrivateMedia<Row extends SellableRow, View>(
  db: ServiceDb,
  urls: MediaUrls,
  ledger: () => LedgerPort,
  sale: PrivateMediaSale<Row, View>,
  { buyerId, buyerType, itemId }: { buyerId: string; buyerType: UserType; itemId: string },
): Promise<MediaPurchase<View>> {
  const notFound = () => new ProfilesError(sale.kind === 'video' ? 'PROFILES.VIDEO_NOT_FOUND' : 'PROFILES.PHOTO_NOT_FOUND');
  const item = await mediaById<Row>(db, sale.tables, itemId);
  if (!item || item.state !== 'accepted' || item.trashed_at) throw notFound();
  if (item.member_id === buyerId) throw new ProfilesError('PROFILES.NOT_FOR_SALE', `You cannot buy your own ${sale.kind}`);
  const [owner] = await db.query<{ user_type: string; banned: boolean }>(
    `SELECT user_type, banned_at IS NOT NULL AS banned FROM profiles.profiles WHERE member_id = $1`,
    [item.member_id],
  );
  // A banned member's media is not found by anyone else (hidden-when-member-banned), for sale or not.
  if (owner?.banned) throw notFound();
  if (item.album_type !== 'private') throw new ProfilesError('PROFILES.NOT_FOR_SALE', `Only a private ${sale.kind} can be bought`);
  if (owner?.user_type === buyerType) throw new ProfilesError('PROFILES.SAME_SEX');
  // A block either way ('ignore me') stops a sale as it stops letters, gifts and contact requests.
  if (await new SqlBlockList(db).eitherBlocked(buyerId, item.member_id)) throw new ProfilesError('PROFILES.IGNORED');
  const unlocked = sale.view(item, { kind: 'member', id: buyerId }, true, urls);
  if ((await mediaBoughtAmong(db, sale.tables, buyerId, [itemId])).has(itemId)) return { answer: { ...unlocked, charged: 0 }, newlyBought: false };

  if (buyerType === 'man') {
    const { amount, recorded } = await chargeAndRecordPurchase(db, ledger, sale, { buyerId, itemId, ownerId: item.member_id });
    return { answer: { ...unlocked, charged: recorded ? amount : 0 }, newlyBought: recorded };
  }
  const recorded = await recordMediaPurchase(db, sale.tables, { buyerId, itemId, chargeId: null, amount: 0 });
  return { answer: { ...unlocked, charged: 0 }, newlyBought: recorded };
}

/** What the charge journal keeps of a man's purchase: enough to charge and record it again. */
export interface JournalledPurchase {
  buyerId: string;
  itemId: string;
  ownerId: string;
}

type JournalledSale = Pick<PrivateMediaSale<never, unknown>, 'kind' | 'tables' | 'service' | 'purchaseKey'>;

/**
 * A man's purchase: the sale's charge, then its row, through the kernel's ChargeJournal (journalled
 * before the charge, settled by the row's statement), so a purchase charged whose row was never
 * written (a process or database lost in between) is recorded by the finish-media-purchases job
 * (finishPurchase). Answers the credits the charge took and whether this call wrote the row.
 */
export function chargeAndRecordPurchase(
  db: ServiceDb,
  ledger: () => LedgerPort,
  sale: JournalledSale,
  purchase: JournalledPurchase,
): Promise<{ amount: number; recorded: boolean }> {
  return new ChargeJournal<JournalledPurchase>(db, sale.kind).pay(
    sale.purchaseKey(purchase.buyerId, purchase.itemId),
    purchase,
    () => chargePurchase(ledger, sale, purchase),
    (answer) => recordPurchase(db, sale, purchase, answer),
  );
}

/** The job's step for a journalled purchase: the same charge again (billing answers the first), then its row. */
export async function finishPurchase(db: ServiceDb, ledger: () => LedgerPort, sale: JournalledSale, purchase: JournalledPurchase): Promise<void> {
  await recordPurchase(db, sale, purchase, await chargePurchase(ledger, sale, purchase));
}

function chargePurchase(ledger: () => LedgerPort, sale: JournalledSale, purchase: JournalledPurchase) {
  return ledger().charge({
    accountId: purchase.buyerId,
    idempotencyKey: sale.purchaseKey(purchase.buyerId, purchase.itemId),
    service: sale.service,
    quantity: 1n,
    reference: orderReference(sale.kind, purchase.itemId, purchase.ownerId),
  });
}

/** The purchase row, settling its journal entry; answers the credits charged and whether this call wrote the row. */
async function recordPurchase(
  db: ServiceDb,
  sale: JournalledSale,
  purchase: JournalledPurchase,
  answer: { chargeId: string; amount: bigint },
): Promise<{ amount: number; recorded: boolean }> {
  const amount = Number(answer.amount);
  const recorded = await recordMediaPurchase(db, sale.tables, {
    buyerId: purchase.buyerId,
    itemId: purchase.itemId,
    chargeId: answer.chargeId,
    amount,
    settles: sale.purchaseKey(purchase.buyerId, purchase.itemId),
  });
  return { amount, recorded };
}
