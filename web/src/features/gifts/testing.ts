import type { Gift, GiftSend } from './api/gifts';

/** A catalogue as `present/get-peresents` answers it (tests): ordered by category, then price. */
export const CATALOGUE: Gift[] = [
  { id: 1, name: 'Red roses', category: 'flowers', price: 120, delivery_price: 30 },
  { id: 2, name: 'Tulips', category: 'flowers', price: 80, delivery_price: 30 },
  { id: 3, name: 'Silver pendant', category: 'jewelry', price: 900, delivery_price: 0 },
  { id: 4, name: 'Chanel No. 5', category: 'perfume', price: 600, delivery_price: 20 },
  { id: 5, name: 'Spa day', category: 'season_tickets_and_certificates', price: 400, delivery_price: 0 },
  { id: 6, name: 'Teddy bear', category: 'toys', price: 150, delivery_price: 25 },
  { id: 7, name: 'Chocolate box', category: 'food_and_beverage', price: 60, delivery_price: 15 },
];

/** A gift John (100001) sent to Maria (7) as `present/get-my-gifts` lists it. */
export const giftSend = (id: number, extra: Partial<GiftSend> = {}): GiftSend => ({
  id,
  gift: { id: 1, name: `Gift ${id}`, category: 'flowers' },
  old_price: 120,
  old_delivery_price: 30,
  comment: null,
  status: 'packaging',
  moderation_agency: 'free',
  moderation_site: 'free',
  reason: null,
  receiver: { user_id: 7, name: 'Maria', avatar: null },
  sender: { user_id: 100001, name: 'John', avatar: null },
  time_create: '2026-03-02T10:00:00.000Z',
  date: null,
  hold_expired_at: null,
  ...extra,
});
