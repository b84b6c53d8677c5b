import { Box, Chip, Typography } from '@mui/material';
import { type FieldProps, useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { ClampedText } from '../shared/fields';
import { GIFTS, type GiftRecord } from './categories';

/** A gift category's name in the back office's language (`resources.gifts.categories.*`); an unknown value as it is. */
export const CategoryLabel = ({ category }: { category: string | null | undefined }) => {
  const translate = useTranslate();
  if (!category) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`resources.${GIFTS}.categories.${category}`, { _: category })}
    </Typography>
  );
};

/** The record's category (`source`, `category` unless said) in words. */
export const CategoryField = ({ source = 'category' }: Partial<FieldProps>) => {
  const value = useFieldValue({ source });
  return <CategoryLabel category={value as string | null | undefined} />;
};

/** Offered to men, or retired (`active` off). */
export const ActiveField = (_props: Partial<FieldProps>) => {
  const gift = useRecordContext<GiftRecord>();
  const translate = useTranslate();
  if (!gift) return null;
  return (
    <Chip
      size="small"
      color={gift.active ? 'success' : 'default'}
      variant={gift.active ? 'filled' : 'outlined'}
      label={translate(`resources.${GIFTS}.statuses.${gift.active ? 'active' : 'retired'}`)}
      data-testid={`gift-${gift.active ? 'active' : 'retired'}-${gift.id}`}
    />
  );
};

/**
 * The gift's name (up to 100 characters: two lines at most, the whole of it on hover) and under it
 * its Russian name, when it has one, on one line.
 */
export const NameField = (_props: Partial<FieldProps>) => {
  const gift = useRecordContext<GiftRecord>();
  if (!gift) return null;
  return (
    <Box sx={{ minWidth: 0 }} data-testid={`gift-name-${gift.id}`}>
      <ClampedText text={gift.name} lines={2} maxWidth={320} fontWeight={600} />
      <ClampedText text={gift.name_ru} maxWidth={320} variant="caption" color="text.secondary" />
    </Box>
  );
};
