import Box from '@mui/material/Box';
import type { SERVICE_ACTIONS } from '@dating/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/shared/i18n/format';
import { brand } from '@/shared/theme';
import { usePrices } from '../api/get-prices';

export type ServiceAction = (typeof SERVICE_ACTIONS)[number];

/** Services billed per minute: their price reads "1 credit / min". */
const PER_MINUTE: ReadonlySet<string> = new Set<ServiceAction>(['text_chat', 'video_chat']);

/** Credit amounts in the interface language: its number format and its plural of "credit". */
export function useCreditText() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const credits = (n: number) => t('creditModals.credits', { count: n, amount: fmt.number(n) });
  /** A price of the price list as the member reads it ("10 credits", "1 credit / min"). */
  const price = (action: ServiceAction, n: number) => (PER_MINUTE.has(action) ? t('creditModals.perMinute', { count: n, amount: fmt.number(n) }) : credits(n));
  return { credits, price, amount: fmt.number };
}

/** The live price list (`site/settings/get-price`) with a lookup by the server's action name. */
export function usePriceList() {
  const prices = usePrices();
  const priceOf = (action: ServiceAction) => prices.data?.find((p) => p.action === action)?.price;
  return { ...prices, priceOf };
}

/** The brand band above a credits modal's title (as the low-credits modal has). */
export const modalBand = <Box aria-hidden sx={{ height: 8, background: brand.gradient }} />;

/** A round tinted icon, the modals' illustration. */
export function RoundIcon({ children, size = 44 }: { children: ReactNode; size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        background: brand.gradientSoft,
        color: 'primary.main',
        '& svg': { fontSize: size * 0.5 },
      }}
    >
      {children}
    </Box>
  );
}
