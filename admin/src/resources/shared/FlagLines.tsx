import { SimpleList, usePermissions, useRecordContext } from 'react-admin';
import type { Permissions } from '../../auth/authProvider';
import { can } from '../../auth/permissions';
import { formatDate, useIntlLocale } from '../finance-shared';
import { MemberLines } from './fields';

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

/**
 * A flag table's sender: the name over "ID <id>" (`resources.<resource>.id_line`), one column for
 * both; the name opens the member's page for whoever may read it.
 */
export const FlagSenderCell = (_props: { source?: string; label?: string }) => {
  const flag = useRecordContext<FlagLine>();
  const { permissions } = usePermissions<Permissions>();
  if (!flag) return null;
  return <MemberLines id={flag.sender_id} name={flag.sender_name ?? '—'} linked={can(permissions?.role, 'members', 'show')} testId={`sender-${flag.id}`} />;
};

/** A reason chip whose words wrap onto a second line rather than widen a table's column. */
export const WRAPPING_CHIP_SX = { height: 'auto', maxWidth: 180, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } } as const;
