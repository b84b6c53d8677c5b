import { Box, Chip, type ChipProps, Typography, type TypographyProps } from '@mui/material';
import { type FieldProps, useFieldValue, useResourceContext, useTranslate } from 'react-admin';
import { formatCredits, formatDate, formatUsdCents, useIntlLocale } from './format';

type Variant = TypographyProps['variant'];

const Text = ({ children, color, weight, variant = 'body2' }: { children: string; color?: string; weight?: number; variant?: Variant }) => (
  <Typography component="span" variant={variant} sx={{ color, fontWeight: weight, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
    {children}
  </Typography>
);

/** A sum of money stored in cents (`*_usd_cents`), shown as US dollars with two decimals in the chosen language. */
export const UsdField = ({ source, strong, variant }: FieldProps & { strong?: boolean; variant?: Variant }) => {
  const cents = useFieldValue({ source });
  const locale = useIntlLocale();
  return (
    <Text weight={strong ? 700 : undefined} variant={variant}>
      {formatUsdCents(cents, locale)}
    </Text>
  );
};

/** Credits, a whole number; `signed` shows a ledger delta as +5 (green) or −5 (red), 0 greyed. */
export const CreditsField = ({ source, signed, strong }: FieldProps & { signed?: boolean; strong?: boolean }) => {
  const value = useFieldValue({ source });
  const locale = useIntlLocale();
  const n = Number(value);
  const color = !signed || !Number.isFinite(n) ? undefined : n > 0 ? 'success.main' : n < 0 ? 'error.main' : 'text.disabled';
  return (
    <Text color={color} weight={strong ? 700 : undefined}>
      {formatCredits(value, locale, { signed })}
    </Text>
  );
};

/** A date, or a date and time, in the chosen language. */
export const LocalDateField = ({ source, showTime = true }: FieldProps & { showTime?: boolean }) => {
  const value = useFieldValue({ source });
  const locale = useIntlLocale();
  return <Text>{formatDate(value, locale, { time: showTime })}</Text>;
};

/**
 * A coded value (a status, a service, an event type) as a readable label from the resource's own
 * messages: `resources.<resource>.<group>.<value>`; an unknown code shows as it is.
 */
export const LabelField = ({ source, group, resource: ofResource, variant = 'body2' }: FieldProps & { group: string; variant?: Variant }) => {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  const resource = useResourceContext({ resource: ofResource });
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography variant={variant} component="span">
      {translate(`resources.${resource}.${group}.${value}`, { _: String(value) })}
    </Typography>
  );
};

/** A service code (text_chat, gift, ...) in words: the labels live in the orders messages. */
export const ServiceField = ({ source = 'service', variant }: FieldProps & { variant?: Variant }) => (
  <LabelField source={source} group="services" resource="orders" variant={variant} />
);

/** A staff member by number ("Staff #12"); a dash when there is none. */
export const StaffIdField = ({ source }: FieldProps) => {
  const staffId = useFieldValue({ source });
  const translate = useTranslate();
  if (staffId === null || staffId === undefined || staffId === '') return <Text>—</Text>;
  return <Text>{translate('resources.ledger-statements.actors.staff', { id: String(staffId) })}</Text>;
};

type Tone = ChipProps['color'];

/** A status as a small coloured chip; `tones` maps a status to its colour, the label is `resources.<resource>.statuses.<status>`. */
export const StatusField = ({ source = 'status', tones, resource: ofResource }: FieldProps & { tones: Record<string, Tone> }) => {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  const resource = useResourceContext({ resource: ofResource });
  if (value === null || value === undefined || value === '') return null;
  const status = String(value);
  return (
    <Chip
      size="small"
      variant={tones[status] && tones[status] !== 'default' ? 'filled' : 'outlined'}
      color={tones[status] ?? 'default'}
      label={translate(`resources.${resource}.statuses.${status}`, { _: status })}
      data-testid={`status-${status}`}
    />
  );
};

/** A yes/no flag as a chip that only shows when it is set (e.g. "Flagged", "Best value"). */
export const FlagField = ({ source, label, color = 'warning' }: FieldProps & { label: string; color?: Tone }) => {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (!value) return null;
  return <Chip size="small" color={color} label={translate(label)} />;
};

/** A block of JSON or raw text, monospaced and scrollable (postbacks, event data). */
export const RawField = ({ source, json }: FieldProps & { json?: boolean }) => {
  const value = useFieldValue({ source });
  if (value === null || value === undefined || value === '') return <Text>—</Text>;
  const text = json || typeof value !== 'string' ? JSON.stringify(value, null, 2) : value;
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1.5,
        maxHeight: 360,
        overflow: 'auto',
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontSize: '0.8rem',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
      }}
    >
      {text}
    </Box>
  );
};
