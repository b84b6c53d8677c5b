import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { CreditsField, formatCredits, formatDate, LocalDateField, ServiceField, useIntlLocale } from '../finance-shared';
import { ReverseChargeButton } from '../reversals';
import { OrderStatusField } from './OrderStatusField';
import { DENSE_TABLE_SX } from '../shared/fields';

interface Order {
  id: string;
  member_name?: string;
  account_id?: string;
  service: string;
  amount: number;
  reversed: boolean;
  created_at: string;
}

/**
 * The charges of a list (every member's, or one account's inside its page): when, what, how many
 * credits, charged or reversed, and the "Reverse" action. A list of lines on a phone.
 */
export const OrdersTable = ({ withMember = true }: { withMember?: boolean }) => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (small)
    return (
      <SimpleList<Order>
        primaryText={(o) => `${translate(`resources.orders.services.${o.service}`, { _: o.service })} · ${formatCredits(o.amount, locale)}`}
        secondaryText={(o) => [withMember ? o.member_name || o.account_id : null, formatDate(o.created_at, locale, { time: true })].filter(Boolean).join(' · ')}
        tertiaryText={(o) => (o.reversed ? translate('resources.orders.statuses.reversed') : '')}
        linkType="show"
        resource="orders"
      />
    );
  return (
    // Denser cells: with the member's column, eight columns only just fit 1280 px beside the menu in Russian.
    <DataTable rowClick="show" bulkActionButtons={false} resource="orders" sx={DENSE_TABLE_SX}>
      <DataTable.Col source="created_at" field={LocalDateField} />
      {withMember && <DataTable.Col source="member_name" />}
      <DataTable.Col source="service" field={ServiceField} />
      <DataTable.Col source="quantity" align="right" field={CreditsField} />
      <DataTable.Col align="right" source="unit_price" field={CreditsField} />
      <DataTable.Col align="right" source="amount" field={CreditsField} />
      <DataTable.Col source="reversed" label="resources.orders.fields.status" disableSort>
        <OrderStatusField />
      </DataTable.Col>
      <DataTable.Col label="" disableSort align="right">
        <ReverseChargeButton />
      </DataTable.Col>
    </DataTable>
  );
};
