import { Alert, InputAdornment, Stack } from '@mui/material';
import {
  BooleanInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  regex,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { centsToDollars, dollarsToCents, formatDate, useIntlLocale, wholeNumber } from '../finance-shared';
import type { CreditPack } from './fields';
import { RetireButton } from './RetireButton';

/** Typo guards, as the server's (CREDIT_PACK_LIMITS). */
export const PACK_LIMITS = { maxCredits: 100_000, maxPriceUsdCents: 100_000, maxPosition: 10_000, maxName: 100 } as const;
const PACK_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const PRICE_POINT = /^[A-Za-z0-9_-]{1,64}$/;

const Buttons = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <RetireButton />
  </Toolbar>
);

const RetiredNote = () => {
  const pack = useRecordContext<CreditPack>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!pack?.retired_at) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="retired-note">
      {translate('resources.credit-packs.retired_note', { date: formatDate(pack.retired_at, locale) })}
    </Alert>
  );
};

/**
 * The pack's writable fields (docs: credit-packs create/update): name, credits, the price in US
 * dollars (sent as `price_usd_cents`), the provider's price point, best value, one time only,
 * position; the id only when creating. A retired pack shows why it cannot change, without a Save.
 */
export const CreditPackForm = ({ create }: { create?: boolean }) => {
  const pack = useRecordContext<CreditPack>();
  const retired = !create && !!pack?.retired_at;
  return (
    <SimpleForm toolbar={retired ? false : create ? undefined : <Buttons />} sanitizeEmptyValues disabled={retired} warnWhenUnsavedChanges>
      <RetiredNote />
      {create && <TextInput source="id" helperText="resources.credit-packs.helpers.id" validate={[regex(PACK_ID, 'resources.credit-packs.helpers.id')]} />}
      <TextInput source="name" validate={[required(), maxLength(PACK_LIMITS.maxName)]} fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%' }}>
        <NumberInput
          source="credits"
          step={1}
          min={1}
          validate={[required(), wholeNumber('resources.credit-packs.whole_number'), minValue(1), maxValue(PACK_LIMITS.maxCredits)]}
        />
        <NumberInput
          source="price_usd_cents"
          step={0.01}
          min={0.01}
          format={centsToDollars}
          parse={dollarsToCents}
          helperText="resources.credit-packs.helpers.price_usd_cents"
          validate={[
            required(),
            minValue(1, 'resources.credit-packs.price_range'),
            maxValue(PACK_LIMITS.maxPriceUsdCents, 'resources.credit-packs.price_range'),
          ]}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
        />
      </Stack>
      <TextInput
        source="segpay_price_point_id"
        helperText="resources.credit-packs.helpers.segpay_price_point_id"
        validate={[required(), regex(PRICE_POINT, 'resources.credit-packs.helpers.segpay_price_point_id')]}
      />
      <NumberInput
        source="position"
        step={1}
        min={0}
        helperText="resources.credit-packs.helpers.position"
        validate={[wholeNumber('resources.credit-packs.whole_number'), minValue(0), maxValue(PACK_LIMITS.maxPosition)]}
      />
      <BooleanInput source="best" helperText="resources.credit-packs.helpers.best" />
      <BooleanInput source="one_time" helperText="resources.credit-packs.helpers.one_time" />
    </SimpleForm>
  );
};
