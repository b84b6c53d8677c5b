import type { GiftRecord } from './categories';

/** Catalogue gifts for the component tests. */
export const ROSES: GiftRecord = {
  id: 3,
  name: 'Red roses',
  name_ru: 'Красные розы',
  category: 'flowers',
  price: 120,
  delivery_price: 30,
  active: true,
  created_at: '2026-10-01T09:00:00.000Z',
};
export const PENDANT: GiftRecord = {
  id: 7,
  name: 'Silver pendant',
  name_ru: null,
  category: 'jewelry',
  price: 900,
  delivery_price: 0,
  active: true,
  created_at: '2026-10-02T09:00:00.000Z',
};
/** Retired: men no longer see it. */
export const CERTIFICATE: GiftRecord = {
  id: 9,
  name: 'Spa certificate',
  name_ru: null,
  category: 'season_tickets_and_certificates',
  price: 1500,
  delivery_price: 50,
  active: false,
  created_at: '2026-10-03T09:00:00.000Z',
};
