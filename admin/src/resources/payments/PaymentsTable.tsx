import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { CreditsField, formatDate, formatUsdCents, LabelField, LocalDateField, StatusField, UsdField, useIntlLocale } from '../finance-shared';
import { EmptyNote } from '../shared/EmptyNote';
import { DENSE_TABLE_SX } from '../shared/fields';
import { RefundButton } from '../refunds';
import { STATUS_TONES } from './choices';

interface Payment {
  id: string;
  member_name?: string;
  account_id?: string;
  pack_name: string;
  credits: number;
  price_usd_cents: number;
  status: string;
  created_at: string;
}

/** Payments: when, who, the pack, its credits and price in USD, provider, status, and "Refund" on an approved one. */
export const PaymentsTable = ({ withMember = true }: { withMember?: boolean }) => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const locale = useIntlLocale();
  const empty = <EmptyNote message="resources.payments.empty" />;
  if (small)
    return (
      <SimpleList<Payment>
        primaryText={(p) => `${formatUsdCents(p.price_usd_cents, locale)} · ${p.pack_name}`}
        secondaryText={(p) => [withMember ? p.member_name || p.account_id : null, formatDate(p.created_at, locale, { time: true })].filter(Boolean).join(' · ')}
        tertiaryText={(p) => translate(`resources.payments.statuses.${p.status}`, { _: p.status })}
        linkType="show"
        resource="payments"
        empty={empty}
      />
    );
  return (
    <DataTable<Payment> rowClick="show" bulkActionButtons={false} resource="payments" empty={empty} sx={DENSE_TABLE_SX}>
      <DataTable.Col source="created_at" field={LocalDateField} />
      {withMember && <DataTable.Col source="member_name" />}
      <DataTable.Col source="pack_name" />
      <DataTable.Col align="right" source="credits" field={CreditsField} />
      <DataTable.Col align="right" source="price_usd_cents">
        <UsdField source="price_usd_cents" strong />
      </DataTable.Col>
      <DataTable.Col source="provider">
        <LabelField source="provider" group="providers" resource="payments" />
      </DataTable.Col>
      <DataTable.Col source="status">
        <StatusField source="status" tones={STATUS_TONES} resource="payments" />
      </DataTable.Col>
      <DataTable.Col label="" disableSort align="right">
        <RefundButton kind="payment" />
      </DataTable.Col>
    </DataTable>
  );
};
