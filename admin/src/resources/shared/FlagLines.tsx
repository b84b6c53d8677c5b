import { SimpleList } from 'react-admin';
import { formatDate, useIntlLocale } from '../finance-shared';

/** What the anti-scam lists (letters and chat) show of a flag on a phone. */
export interface FlagLine {
  id: number | string;
  sender_name: string | null;
  sender_id: number | string;
  excerpt: string;
  flagged_at: string;
}

/**
 * A phone's line per anti-scam flag, letters' or chat's: who wrote to whom, the excerpt, why and
 * when; it opens the flag's page. `recipientOf` and `reasonsOf` read the resource's own fields.
 */
export function FlagLines<T extends FlagLine>({ recipientOf, reasonsOf }: { recipientOf: (flag: T) => string | null; reasonsOf: (flag: T) => string }) {
  const locale = useIntlLocale();
  return (
    <SimpleList<T>
      primaryText={(f) => `${f.sender_name ?? `ID ${f.sender_id}`} → ${recipientOf(f) ?? '—'}`}
      secondaryText={(f) => f.excerpt}
      tertiaryText={(f) => `${reasonsOf(f)} · ${formatDate(f.flagged_at, locale, { time: true })}`}
      linkType="show"
    />
  );
}
