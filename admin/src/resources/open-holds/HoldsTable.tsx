import { Chip, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { CreditsField, formatCredits, formatDate, LocalDateField, ServiceField, useIntlLocale } from '../finance-shared';
import { EmptyNote } from '../shared/EmptyNote';

interface Hold {
  id: string;
  member_name?: string;
  account_id?: string;
  service: string;
  remaining: number;
  expires_at: string;
  expired: boolean;
}

const ExpiryField = () => {
  const hold = useRecordContext<Hold>();
  const translate = useTranslate();
  if (!hold) return null;
  return (
    <>
      <LocalDateField source="expires_at" />
      {hold.expired && <Chip size="small" color="error" sx={{ ml: 1 }} label={translate('resources.open-holds.statuses.expired')} />}
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
    <DataTable<Hold> bulkActionButtons={false} rowClick={false} empty={empty}>
      <DataTable.Col source="created_at" field={LocalDateField} />
      {withMember && <DataTable.Col source="member_name" />}
      <DataTable.Col source="service" disableSort field={ServiceField} />
      <DataTable.Col align="right" source="amount" field={CreditsField} />
      <DataTable.Col align="right" source="captured" disableSort field={CreditsField} />
      <DataTable.Col align="right" source="remaining">
        <CreditsField source="remaining" strong />
      </DataTable.Col>
      <DataTable.Col source="expires_at">
        <ExpiryField />
      </DataTable.Col>
      <DataTable.Col source="reference" disableSort />
    </DataTable>
  );
};
