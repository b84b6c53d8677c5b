import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { COUNTRIES, countryCodeOf, regionName } from '@dating/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/shared/i18n/format';
import { initialsOf } from '@/shared/lib/initials';
import type { Scammer } from '../api/scammers';

const englishNameById = new Map(COUNTRIES.map(([id, , name]) => [id, name]));

/**
 * A country's name by its ISO numeric id in the interface's language: the list's English name in
 * English, the browser's own name for its code in another language (the English one where it has none).
 */
export function scammerCountry(id: number | null, language: string): string | undefined {
  if (id === null) return undefined;
  const english = englishNameById.get(id);
  if (language.startsWith('en')) return english;
  const code = countryCodeOf(id);
  return (code && regionName(code, language)) || english;
}

/** One kind of contact (e-mails, phones, other contacts) as a labelled list of chips that wrap, long values included. */
function ContactList({ label, values, kind }: { label: string; values: string[]; kind: string }) {
  const headingId = useId();
  if (!values.length) return null;
  return (
    <Box data-testid={`scammer-${kind}`}>
      <Typography id={headingId} component="h3" variant="caption" color="text.secondary" sx={{ fontWeight: 700, display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {values.map((value, i) => (
          <Box component="li" key={`${i}-${value}`} sx={{ maxWidth: '100%', minWidth: 0 }}>
            {/* Plain text, never a mailto:, tel: or web link: nobody should be led to contact them from here. */}
            <Chip
              size="small"
              variant="outlined"
              label={value}
              sx={{
                maxWidth: '100%',
                height: 'auto',
                py: 0.25,
                fontWeight: 600,
                userSelect: 'text',
                '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', wordBreak: 'break-word', display: 'block' },
              }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * One person of the list: an initials avatar, the name(s) they used, the country, when they were
 * added, their e-mails, phones and other contacts, and what they did (its line breaks kept).
 */
export function ScammerCard({ item }: { item: Scammer }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const country = scammerCountry(item.country, i18n.language);
  return (
    <Card
      component="li"
      data-testid="scammer-card"
      sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, p: { xs: 1.5, sm: 2.5 }, gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start' }}
    >
      <Avatar aria-hidden sx={{ width: { xs: 48, sm: 56 }, height: { xs: 48, sm: 56 }, bgcolor: 'rgba(211,47,47,.1)', color: 'error.dark', fontWeight: 800 }}>
        {initialsOf(item.name)}
      </Avatar>
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: 18, overflowWrap: 'anywhere' }} data-testid="scammer-name">
            {item.name}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 2, rowGap: 0.25, flexWrap: 'wrap', mt: 0.25 }}>
            {country && (
              <Typography variant="body2" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-testid="scammer-country">
                <PlaceRoundedIcon sx={{ fontSize: 16 }} aria-hidden />
                <Box component="span" sx={visuallyHidden}>{`${t('scammers.country')}: `}</Box>
                {country}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" data-testid="scammer-added">
              <time dateTime={item.time_create}>{t('scammers.added', { date: format.date(item.time_create) })}</time>
            </Typography>
          </Box>
        </Box>

        <ContactList label={t('scammers.emails')} values={item.emails} kind="emails" />
        <ContactList label={t('scammers.phones')} values={item.phones} kind="phones" />
        <ContactList label={t('scammers.otherContacts')} values={item.other_contacts} kind="other-contacts" />

        {item.description && (
          <Box sx={{ borderLeft: '3px solid', borderColor: 'error.light', pl: 1.5 }} data-testid="scammer-description">
            <Typography component="h3" variant="caption" color="text.secondary" sx={{ fontWeight: 700, display: 'block' }}>
              {t('scammers.description')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="scammer-description-text">
              {item.description}
            </Typography>
          </Box>
        )}
      </Box>
    </Card>
  );
}
