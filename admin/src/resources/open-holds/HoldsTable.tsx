import { Chip, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { CreditsField, formatCredits, formatDate, ServiceField, useIntlLocale } from '../finance-shared';
import { EmptyNote } from '../shared/EmptyNote';
import { ClampedText, CompactDateTimeField, DENSE_TABLE_SX } from '../shared/fields';

interface Hold {
  id: string;
  member_name?: string;
  account_id?: string;
  service: string;
  remaining: number;
  expires_at: string;
  expired: boolean;
  reference?: string | null;
}

/** What the credits are held for: the service over its reference (one line, the whole of it on hover). */
const ServiceAndReference = (_props: { source?: string; label?: string }) => {
  const hold = useRecordContext<Hold>();
  if (!hold) return null;
  return (
    <>
      <ServiceField source="service" />
      <ClampedText text={hold.reference} maxWidth={160} variant="caption" color="text.secondary" />
    </>
  );
};

const ExpiryField = () => {
  const hold = useRecordContext<Hold>();
  const translate = useTranslate();
  if (!hold) return null;
  return (
    <>
      <CompactDateTimeField source="expires_at" />
      {hold.expired && (
        <Chip size="small" color="error" sx={{ display: 'flex', width: 'fit-content', mt: 0.5 }} label={translate('resources.open-holds.statuses.expired')} />
      )}
    </>
  );
};

/** Credits reserved and not yet captured or released (a chat in progress, a gift on its way). */
export const HoldsTable = ({ withMember = true }: { withMember?: boolean }) => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const locale = useIntlLocale();
  const empty = <EmptyNote message="resources.open-holds.empty" />;
  if (small)
    return (
      <SimpleList<Hold>
        primaryText={(h) => `${translate(`resources.orders.services.${h.service}`, { _: h.service })} · ${formatCredits(h.remaining, locale)}`}
        secondaryText={(h) => [withMember ? h.member_name || h.account_id : null, formatDate(h.expires_at, locale, { time: true })].filter(Boolean).join(' · ')}
        linkType={false}
        empty={empty}
      />
    );
  return (
    // The reference under the service, the expiry's chip under its date, dates as one short line: the table fits 1280 px beside the menu.
    <DataTable<Hold> bulkActionButtons={false} rowClick={false} empty={empty} sx={DENSE_TABLE_SX}>
      <DataTable.Col source="created_at">
        <CompactDateTimeField source="created_at" />
      </DataTable.Col>
      {withMember && <DataTable.Col source="member_name" />}
      <DataTable.Col source="service" disableSort>
        <ServiceAndReference />
      </DataTable.Col>
      <DataTable.Col align="right" source="amount" field={CreditsField} />
      <DataTable.Col align="right" source="captured" disableSort field={CreditsField} />
      <DataTable.Col align="right" source="remaining">
        <CreditsField source="remaining" strong />
      </DataTable.Col>
      <DataTable.Col source="expires_at">
        <ExpiryField />
      </DataTable.Col>
    </DataTable>
  );
};
