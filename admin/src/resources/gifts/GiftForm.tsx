import { Stack } from '@mui/material';
import { BooleanInput, maxLength, minValue, NumberInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { notBlank, wholeNumber } from '../finance-shared';
import { CATEGORY_CHOICES, GIFT_LIMITS, GIFTS, type GiftRecord } from './categories';

const validateName = [required(), notBlank, maxLength(GIFT_LIMITS.nameMax)];
const validateNameRu = [maxLength(GIFT_LIMITS.nameMax)];
const validateCategory = [required()];
const validatePrice = [required(), wholeNumber(`resources.${GIFTS}.whole_number`), minValue(GIFT_LIMITS.priceMin)];
const validateDeliveryPrice = [required(), wholeNumber(`resources.${GIFTS}.whole_number`), minValue(GIFT_LIMITS.deliveryPriceMin)];

/** What the API takes (`POST` / `PUT /admin-api/gifts`): the writable fields only, the name trimmed, credits as numbers. */
export const toGiftBody = (data: Partial<GiftRecord>) => ({
  name: typeof data.name === 'string' ? data.name.trim() : data.name,
  // Empty clears it (the English name is shown then).
  name_ru: typeof data.name_ru === 'string' ? data.name_ru.trim() || null : null,
  category: data.category,
  price: data.price === undefined || data.price === null ? data.price : Number(data.price),
  delivery_price: data.delivery_price === undefined || data.delivery_price === null ? data.delivery_price : Number(data.delivery_price),
  active: !!data.active,
});

/**
 * A catalogue gift's fields (admins): the name (1–100 characters), the category, the price and the
 * delivery price in whole credits (a man pays both; at least 1 and 0), and whether men can send it.
 * There is no delete: a gift is retired by turning `active` off (gifts already sent keep theirs).
 */
export const GiftForm = () => (
  <SimpleForm sx={{ maxWidth: 560 }} warnWhenUnsavedChanges>
    <TextInput source="name" validate={validateName} fullWidth />
    <TextInput source="name_ru" validate={validateNameRu} helperText={`resources.${GIFTS}.helpers.name_ru`} fullWidth />
    <SelectInput source="category" choices={CATEGORY_CHOICES} validate={validateCategory} fullWidth />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%' }}>
      <NumberInput source="price" step={1} min={GIFT_LIMITS.priceMin} validate={validatePrice} helperText={`resources.${GIFTS}.helpers.price`} />
      <NumberInput
        source="delivery_price"
        step={1}
        min={GIFT_LIMITS.deliveryPriceMin}
        validate={validateDeliveryPrice}
        helperText={`resources.${GIFTS}.helpers.delivery_price`}
      />
    </Stack>
    <BooleanInput source="active" helperText={`resources.${GIFTS}.helpers.active`} />
  </SimpleForm>
);
