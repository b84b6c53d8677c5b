import BlockIcon from '@mui/icons-material/Block';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { COUNTRIES, regionName } from '@dating/rules';
import {
  DateField,
  type DateFieldProps,
  type Identifier,
  Link as RaLink,
  useCreatePath,
  useLocaleState,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { STAFF_ROLES } from '../../auth/permissions';

/** A timestamp with its time, in the language of the back office (not the browser's). */
export const DateTimeField = (props: DateFieldProps) => {
  const [locale] = useLocaleState();
  return <DateField showTime locales={locale} options={{ dateStyle: 'medium', timeStyle: 'short' }} {...props} />;
};

/** Day, month, two-digit year and time, numbers only ("30.11.26, 02:20"): one short line for a dense table's column. */
const COMPACT: Intl.DateTimeFormatOptions = { year: '2-digit', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' };

/**
 * A timestamp as one short line (a dense table: members), in the back office's language; the full
 * date and time on hover. `emptyText` stands in for none (a member who never signed in: "—", as on
 * the detail pages).
 */
export const CompactDateTimeField = ({
  source,
  stacked = false,
  emptyText,
}: {
  source: string;
  label?: string;
  sortable?: boolean;
  stacked?: boolean;
  emptyText?: string;
}) => {
  const record = useRecordContext();
  const [locale = 'en'] = useLocaleState();
  const value = record?.[source] as string | null | undefined;
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime()))
    return emptyText ? (
      <Typography variant="body2" component="span">
        {emptyText}
      </Typography>
    ) : null;
  const title = formatDateTime(value, locale);
  // `stacked`: the date over the time, for the narrowest column (a queue's).
  if (stacked)
    return (
      <Typography variant="body2" component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }} title={title}>
        {date.toLocaleDateString(locale, { year: '2-digit', month: '2-digit', day: '2-digit' })}
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })}
        </Typography>
      </Typography>
    );
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }} title={title}>
      {date.toLocaleString(locale, COMPACT)}
    </Typography>
  );
};

/**
 * Text cut to `lines` lines in a table cell (one: a single line ending in "…"), the whole of it on
 * hover; a long word (an e-mail, a link, a user agent) breaks instead of widening the column.
 * `maxWidth` caps the column it sits in.
 */
export const ClampedText = ({
  text,
  lines = 1,
  maxWidth,
  variant = 'body2',
  color,
  fontWeight,
  testId,
  title = text ?? undefined,
}: {
  text: string | null | undefined;
  /** The hover text, when it is more than `text` (a first line's whole text). */
  title?: string;
  lines?: number;
  maxWidth?: number | string;
  variant?: 'body2' | 'caption';
  color?: string;
  fontWeight?: number;
  testId?: string;
}) => {
  if (!text) return null;
  const clamp =
    lines === 1
      ? ({ display: 'block', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const)
      : ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflowWrap: 'anywhere' } as const);
  return (
    <Typography variant={variant} component="span" color={color} title={title} data-testid={testId} sx={{ overflow: 'hidden', maxWidth, fontWeight, ...clamp }}>
      {text}
    </Typography>
  );
};

/** The record's `source` as ClampedText (a table column of free text: an excerpt, a user agent, a reference). */
export const ClampedTextField = ({ source, lines, maxWidth }: { source: string; lines?: number; maxWidth?: number; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const value = record?.[source];
  return <ClampedText text={value === null || value === undefined ? null : String(value)} lines={lines} maxWidth={maxWidth} />;
};

/**
 * A dense table's cells: 12 px either side instead of react-admin's 16 (the checkbox column
 * keeps its own), so a list of several columns fits 1280 px beside the open menu. A DataTable's `sx`.
 */
export const DENSE_TABLE_SX = { '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1.5 } } as const;

/** The same for plain text (mobile lists). */
export const formatDateTime = (value: unknown, locale: string): string =>
  value ? new Date(value as string).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';

/** The staff roles as choices of a SelectInput/SelectField (names translated by react-admin). */
export const ROLE_CHOICES = STAFF_ROLES.map((id) => ({ id, name: `admin.roles.${id}` }));

/** A staff role as a chip. */
export const RoleField = ({ source = 'role' }: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const role = record?.[source];
  if (!role) return null;
  return (
    <Chip
      size="small"
      label={translate(`admin.roles.${role}`, { _: String(role) })}
      color={role === 'admin' ? 'secondary' : 'default'}
      variant="outlined"
      sx={{ width: 'fit-content' }}
    />
  );
};

/** Any JSON value, readable: text as is, the rest pretty-printed. */
export const JsonValue = ({ value }: { value: unknown }) => (
  <Box
    component="pre"
    sx={{ m: 0, fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.85rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 520 }}
  >
    {value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
  </Box>
);

export const JsonField = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  return record ? <JsonValue value={record[source]} /> : null;
};

/** A country's name in the back office's language, by its alpha-2 code; `englishSource` (the server's name) where Intl has none. */
export const CountryField = ({ source = 'country', englishSource }: { source?: string; englishSource?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const [locale = 'en'] = useLocaleState();
  const code = record?.[source] as string | null | undefined;
  if (!code) return <Typography variant="body2">—</Typography>;
  const name = regionName(code, locale) ?? (englishSource ? (record?.[englishSource] as string | undefined) : undefined) ?? code;
  return (
    <Typography variant="body2" component="span" title={code}>
      {name}
    </Typography>
  );
};

/** Every country of the list as choices (id: the alpha-2 code), named and sorted in the back office's language. */
export function useCountryChoices(): { id: string; name: string }[] {
  const [locale = 'en'] = useLocaleState();
  return useMemo(
    () => COUNTRIES.map(([, code, english]) => ({ id: code, name: regionName(code, locale) ?? english })).sort((a, b) => a.name.localeCompare(b.name, locale)),
    [locale],
  );
}

/**
 * A yes/no column whose yes is the exception (banned, disabled): a red mark when true and blank
 * when false, so the eye finds the few among the many (a cross on every other row reads as "banned").
 */
export const ExceptionFlagField = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record?.[source] ? <BlockIcon fontSize="small" color="error" titleAccess={translate('ra.boolean.true')} data-testid={`${source}-flag`} /> : null;
};

/**
 * A member in a cell: the name over "ID <id>" (`resources.<resource>.id_line`), `extra` (a chip)
 * beside the name. The name links to the member's page when `linked`; the click stays off the
 * list row behind, which would open the row's own record.
 */
export const MemberLines = ({ id, name, linked, extra, testId }: { id: Identifier; name: string; linked: boolean; extra?: ReactNode; testId?: string }) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Box data-testid={testId}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {linked ? (
          <RaLink
            to={createPath({ resource: 'members', id, type: 'show' })}
            onClick={(e: { stopPropagation: () => void }) => e.stopPropagation()}
            sx={{ fontWeight: 600 }}
          >
            {name}
          </RaLink>
        ) : (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {name}
          </Box>
        )}
        {extra}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(`resources.${resource}.id_line`, { id })}
      </Typography>
    </Box>
  );
};
