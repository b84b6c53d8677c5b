import { Alert, Divider, Tab, Tabs, useMediaQuery, type Theme } from '@mui/material';
import { Count, DataTable, DateInput, List, SelectInput, SimpleList, TextInput, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { FIT_LIST_SX, formatDate, formatUsdCents, LabelField, LocalDateField, StatusField, UsdField, useIntlLocale } from '../finance-shared';
import { EmptyNote } from '../shared/EmptyNote';
import { RefundButton } from '../refunds';

export const EXCEPTION_STATUSES = ['open', 'refunded', 'charged_back'] as const;
export const EXCEPTION_TONES = { open: 'error', refunded: 'success', charged_back: 'warning' } as const;

interface PaymentException {
  id: number;
  member_name?: string;
  account_id?: string;
  amount_usd_cents: number;
  reason: string;
  status: string;
  created_at: string;
  refund_requested_at: string | null;
}

const filters = [
  <TextInput key="account_id" source="account_id" />,
  <SelectInput
    key="provider"
    source="provider"
    choices={[
      { id: 'sandbox', name: 'resources.payments.providers.sandbox' },
      { id: 'segpay', name: 'resources.payments.providers.segpay' },
    ]}
  />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** "Refund" for an open one; "refund asked <when>" once finance asked and the provider has not answered yet. */
const QueueAction = () => {
  const record = useRecordContext<PaymentException>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!record) return null;
  if (record.status === 'open' && record.refund_requested_at)
    return <span>{translate('resources.payment-exceptions.refund_asked', { when: formatDate(record.refund_requested_at, locale, { time: true }) })}</span>;
  return <RefundButton kind="payment-exception" />;
};

/** Tabs by status, open first with their counts (as the react-admin demo's orders). */
const Queue = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const locale = useIntlLocale();
  const status = (filterValues.status as string | undefined) ?? 'open';
  const empty = <EmptyNote message="resources.payment-exceptions.empty" />;
  return (
    <>
      <Tabs
        value={status}
        onChange={(_e, value: string) => setFilters({ ...filterValues, status: value }, displayedFilters)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {EXCEPTION_STATUSES.map((s) => (
          <Tab
            key={s}
            value={s}
            data-testid={`tab-${s}`}
            label={
              <span>
                {translate(`resources.payment-exceptions.statuses.${s}`)} (
                <Count filter={{ ...filterValues, status: s }} sort={{ field: 'created_at', order: 'DESC' }} sx={{ lineHeight: 'inherit' }} />)
              </span>
            }
          />
        ))}
      </Tabs>
      <Divider />
      {status === 'open' && (
        <Alert severity="info" sx={{ m: 1 }}>
          {translate('resources.payment-exceptions.intro')}
        </Alert>
      )}
      {small ? (
        <SimpleList<PaymentException>
          primaryText={(x) => `${formatUsdCents(x.amount_usd_cents, locale)} · ${x.member_name || x.account_id}`}
          secondaryText={(x) => translate(`resources.payment-exceptions.reasons.${x.reason}`, { _: x.reason })}
          tertiaryText={(x) => formatDate(x.created_at, locale)}
          linkType="show"
          empty={empty}
        />
      ) : (
        <DataTable<PaymentException> rowClick="show" bulkActionButtons={false} empty={empty}>
          <DataTable.Col source="created_at" field={LocalDateField} />
          <DataTable.Col source="member_name" disableSort />
          <DataTable.Col align="right" source="amount_usd_cents" disableSort>
            <UsdField source="amount_usd_cents" strong />
          </DataTable.Col>
          <DataTable.Col source="provider" disableSort>
            <LabelField source="provider" group="providers" resource="payments" />
          </DataTable.Col>
          <DataTable.Col source="reason" disableSort>
            <LabelField source="reason" group="reasons" />
          </DataTable.Col>
          <DataTable.Col source="status">
            <StatusField source="status" tones={EXCEPTION_TONES} />
          </DataTable.Col>
          <DataTable.Col label="" disableSort align="right">
            <QueueAction />
          </DataTable.Col>
        </DataTable>
      )}
    </>
  );
};

/** The finance queue: sales the provider took that gave no credits; opens on the open ones, with a tab per status and its count. */
export const PaymentExceptionList = () => (
  <List sx={FIT_LIST_SX} filterDefaultValues={{ status: 'open' }} sort={{ field: 'created_at', order: 'DESC' }} filters={filters} perPage={25} exporter={false}>
    <Queue />
  </List>
);
