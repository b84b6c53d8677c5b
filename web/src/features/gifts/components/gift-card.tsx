import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCreditText } from '@/features/credits/components/modal-parts';
import { type Gift, giftName } from '../api/gifts';
import { GiftCategoryIcon } from './gift-category';

/**
 * One catalogue gift: its category's icon, its name, its price and delivery price in credits.
 * With `onChoose` the whole card is a button (the gift modal); without it, a read-only card (/gifts).
 */
export function GiftCard({ gift, onChoose, autoFocus }: { gift: Gift; onChoose?: (gift: Gift) => void; autoFocus?: boolean }) {
  const { t, i18n } = useTranslation();
  const { credits } = useCreditText();
  const body = (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start', p: { xs: 1.5, sm: 2 }, height: '100%', alignContent: 'start' }}>
      <GiftCategoryIcon category={gift.category} size={40} />
      <Typography sx={{ fontWeight: 800, lineHeight: 1.25, overflowWrap: 'anywhere' }} data-testid="gift-name">
        {giftName(gift, i18n.language)}
      </Typography>
      <Box>
        <Typography component="span" sx={{ display: 'block', fontWeight: 800, color: 'primary.main' }} data-testid="gift-price">
          {credits(gift.price)}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }} data-testid="gift-delivery">
          {gift.delivery_price > 0 ? t('gifts.delivery', { price: credits(gift.delivery_price) }) : t('gifts.deliveryFree')}
        </Typography>
      </Box>
    </Box>
  );
  return (
    <Card component="li" variant="outlined" data-testid="gift-card" data-gift-id={gift.id} sx={{ height: '100%' }}>
      {onChoose ? (
        <CardActionArea onClick={() => onChoose(gift)} autoFocus={autoFocus} sx={{ height: '100%' }} data-testid="gift-choose">
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
