import { Chip, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { COUNTRIES, countryCodeOf, regionName } from '@dating/rules';
import { type FieldProps, useFieldValue, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { SCAMMERS, type ScammerRecord } from './scammer';

const englishById = new Map(COUNTRIES.map(([id, , english]) => [id, english]));

/** A country's name in the back office's language by its ISO numeric id (the list's own English name where Intl has none). */
export function countryName(id: number | null | undefined, locale: string): string | undefined {
  if (id === null || id === undefined) return undefined;
  const code = countryCodeOf(Number(id));
  if (!code) return String(id);
  return regionName(code, locale) ?? englishById.get(Number(id)) ?? code;
}

/** Every country of `COUNTRIES` as choices by its numeric id (what the scammers API takes), named and sorted in the back office's language. */
export function useCountryIdChoices(): { id: number; name: string }[] {
  const [locale = 'en'] = useLocaleState();
  return useMemo(
    () => COUNTRIES.map(([id, code, english]) => ({ id, name: regionName(code, locale) ?? english })).sort((a, b) => a.name.localeCompare(b.name, locale)),
    [locale],
  );
}

/** The record's country (`source`, `country` unless said) by name; a dash when not known. */
export const ScammerCountryField = ({ source = 'country' }: Partial<FieldProps>) => {
  const value = useFieldValue({ source }) as number | null | undefined;
  const [locale = 'en'] = useLocaleState();
  return (
    <Typography component="span" variant="body2">
      {countryName(value, locale) ?? '—'}
    </Typography>
  );
};

/** Shown to members, or a draft (`published` off). */
export const PublishedField = (_props: Partial<FieldProps>) => {
  const scammer = useRecordContext<ScammerRecord>();
  const translate = useTranslate();
  if (!scammer) return null;
  const status = scammer.published ? 'published' : 'draft';
  return (
    <Chip
      size="small"
      color={scammer.published ? 'success' : 'default'}
      variant={scammer.published ? 'filled' : 'outlined'}
      label={translate(`resources.${SCAMMERS}.statuses.${status}`)}
      data-testid={`scammer-${status}-${scammer.id}`}
    />
  );
};

/** A contact list in a table cell: its first item and how many more (all of them in a tooltip). */
export const CompactListField = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const value = useFieldValue({ source }) as string[] | null | undefined;
  const translate = useTranslate();
  const items = Array.isArray(value) ? value : [];
  if (items.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        —
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'baseline', whiteSpace: 'nowrap' }} title={items.join('\n')}>
      <Typography component="span" variant="body2" sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {items[0]}
      </Typography>
      {items.length > 1 && (
        <Typography component="span" variant="caption" color="text.secondary">
          {translate(`resources.${SCAMMERS}.more`, { count: items.length - 1 })}
        </Typography>
      )}
    </Stack>
  );
};
