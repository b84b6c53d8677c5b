import { GIFT_CATALOGUE_CATEGORIES } from '@dating/rules';

export const GIFTS = 'gifts';

/** The catalogue's categories (`@dating/rules`: flowers first). Labels: `resources.gifts.categories.<value>`. */
export { GIFT_CATALOGUE_CATEGORIES };
export type GiftCategory = (typeof GIFT_CATALOGUE_CATEGORIES)[number];

/** The categories as a SelectInput's choices (names translated by react-admin). */
export const CATEGORY_CHOICES = GIFT_CATALOGUE_CATEGORIES.map((id) => ({ id, name: `resources.${GIFTS}.categories.${id}` }));

/** A gift of the catalogue as `/admin-api/gifts` sends it (credits are whole numbers). */
export interface GiftRecord {
  id: number;
  name: string;
  /** Shown to members reading Russian; null: the English name. */
  name_ru: string | null;
  category: GiftCategory;
  price: number;
  delivery_price: number;
  active: boolean;
  created_at: string;
}

/** The contract's bounds (`/admin-api/gifts`): a name of 1–100 characters, a price of at least 1 credit, a delivery price of at least 0. */
export const GIFT_LIMITS = { nameMax: 100, priceMin: 1, deliveryPriceMin: 0 } as const;
