import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export interface CreditPack {
  id: string;
  name: string;
  credits: number;
  price_usd_cents: number;
  segpay_price_point_id: string;
  best: boolean;
  one_time: boolean;
  position: number;
  active: boolean;
  retired_at: string | null;
}

/** Offered or retired, and the pack's badges (best value, one time only). */
export const PackStatusField = () => {
  const pack = useRecordContext<CreditPack>();
  const translate = useTranslate();
  if (!pack) return null;
  const retired = !pack.active || !!pack.retired_at;
  return (
    <Stack sx={{ flexWrap: 'wrap' }} direction="row" spacing={0.5} useFlexGap>
      <Chip
        size="small"
        color={retired ? 'default' : 'success'}
        variant={retired ? 'outlined' : 'filled'}
        label={translate(`resources.credit-packs.statuses.${retired ? 'retired' : 'active'}`)}
        data-testid={retired ? 'pack-retired' : 'pack-active'}
      />
      {pack.best && <Chip size="small" color="secondary" label={translate('resources.credit-packs.fields.best')} />}
      {pack.one_time && <Chip size="small" variant="outlined" label={translate('resources.credit-packs.fields.one_time')} />}
    </Stack>
  );
};
