import CakeRoundedIcon from '@mui/icons-material/CakeRounded';
import CardGiftcardRoundedIcon from '@mui/icons-material/CardGiftcardRounded';
import CelebrationRoundedIcon from '@mui/icons-material/CelebrationRounded';
import CheckroomRoundedIcon from '@mui/icons-material/CheckroomRounded';
import DevicesRoundedIcon from '@mui/icons-material/DevicesRounded';
import DiamondRoundedIcon from '@mui/icons-material/DiamondRounded';
import LocalFloristRoundedIcon from '@mui/icons-material/LocalFloristRounded';
import RedeemRoundedIcon from '@mui/icons-material/RedeemRounded';
import SpaRoundedIcon from '@mui/icons-material/SpaRounded';
import ToysRoundedIcon from '@mui/icons-material/ToysRounded';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { GIFT_CATALOGUE_CATEGORIES } from '@dating/rules';
import { RoundIcon } from '@/features/credits/components/modal-parts';

/** The catalogue's categories (data values) in the server's order: flowers first (`@dating/rules`). */
export const GIFT_CATEGORY_ORDER = GIFT_CATALOGUE_CATEGORIES;

const ICONS: Record<string, ReactElement> = {
  flowers: <LocalFloristRoundedIcon />,
  jewelry: <DiamondRoundedIcon />,
  perfume: <SpaRoundedIcon />,
  season_tickets_and_certificates: <CardGiftcardRoundedIcon />,
  electronic_devices: <DevicesRoundedIcon />,
  toys: <ToysRoundedIcon />,
  food_and_beverage: <CakeRoundedIcon />,
  balloons: <CelebrationRoundedIcon />,
  clothing: <CheckroomRoundedIcon />,
};

const OTHER = <RedeemRoundedIcon />;

/** A category's icon (a plain gift for one this site does not know yet). */
export function categoryIcon(category: string): ReactElement {
  return ICONS[category] ?? OTHER;
}

/** A category's display name in the interface language ("Other" for an unknown one). */
export function categoryName(t: TFunction, category: string): string {
  return t(`gifts.categories.${Object.hasOwn(ICONS, category) ? category : 'other'}`);
}

/** The categories of these gifts, in the catalogue's order (unknown ones last, in the order met). */
export function categoriesOf(gifts: { category: string }[]): string[] {
  const present = [...new Set(gifts.map((g) => g.category))];
  const known: string[] = GIFT_CATEGORY_ORDER.filter((c) => present.includes(c));
  return [...known, ...present.filter((c) => !known.includes(c))];
}

/** The category's icon in the modals' round tint; decorative (the category or the gift is named in words beside it). */
export function GiftCategoryIcon({ category, size = 44 }: { category: string; size?: number }) {
  return <RoundIcon size={size}>{categoryIcon(category)}</RoundIcon>;
}
