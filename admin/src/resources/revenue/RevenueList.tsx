import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateInput, List, SelectInput, SimpleList, useListContext, useTranslate } from 'react-admin';
import { CreditsField, FIT_LIST_SX, formatCredits, formatDate, SERVICE_CHOICES, ServiceField, useIntlLocale } from '../finance-shared';
import { EmptyNote } from '../shared/EmptyNote';

interface RevenueRow {
  id: string;
  day: string;
  service: string;
  charges: number;
  charged: number;
  reversed: number;
  net: number;
}

const filters = [
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
  <SelectInput key="service" source="service" choices={SERVICE_CHOICES} alwaysOn />,
];

/** A UTC calendar day (YYYY-MM-DD) in the chosen language, without moving it to the browser's time zone. */
function dayLabel(day: string, locale: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T12:00:00Z`, locale) : day;
}

/** The sums of the rows shown (a page), under the table. */
const PageTotal = () => {
  const { data } = useListContext<RevenueRow>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!data?.length) return null;
  const sum = (k: 'charges' | 'charged' | 'reversed' | 'net') => data.reduce((s, r) => s + Number(r[k] ?? 0), 0);
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', justifyContent: 'flex-end', px: 2, py: 1.5, bgcolor: 'action.hover' }} data-testid="revenue-total">
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {translate('resources.revenue.page_total')}
      </Typography>
      {(['charges', 'charged', 'reversed', 'net'] as const).map((k) => (
        <Typography key={k} variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {`${translate(`resources.revenue.fields.${k}`)}: `}
          <strong>{formatCredits(sum(k), locale)}</strong>
        </Typography>
      ))}
    </Box>
  );
};

const Rows = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const locale = useIntlLocale();
  const empty = <EmptyNote message="resources.revenue.empty" />;
  return (
    <>
      {small ? (
        <SimpleList<RevenueRow>
          primaryText={(r) => `${dayLabel(r.day, locale)} · ${translate(`resources.orders.services.${r.service}`, { _: r.service })}`}
          secondaryText={(r) => `${translate('resources.revenue.fields.net')}: ${formatCredits(r.net, locale)}`}
          tertiaryText={(r) => formatCredits(r.charges, locale)}
          linkType={false}
          empty={empty}
        />
      ) : (
        <DataTable<RevenueRow> bulkActionButtons={false} rowClick={false} empty={empty}>
          <DataTable.Col source="day" render={(r) => dayLabel(r.day, locale)} />
          <DataTable.Col source="service" field={ServiceField} />
          <DataTable.Col align="right" source="charges" field={CreditsField} />
          <DataTable.Col align="right" source="charged" field={CreditsField} />
          <DataTable.Col align="right" source="reversed" field={CreditsField} />
          <DataTable.Col align="right" source="net">
            <CreditsField source="net" strong />
          </DataTable.Col>
        </DataTable>
      )}
      <PageTotal />
    </>
  );
};

/** Credits spent per service per UTC day, net of reversals (the revenue projection); filters: dates, service. */
export const RevenueList = () => {
  const translate = useTranslate();
  return (
    <List
      sx={FIT_LIST_SX}
      sort={{ field: 'day', order: 'DESC' }}
      filters={filters}
      perPage={50}
      exporter={false}
      title={translate('resources.revenue.name', { smart_count: 2 })}
      empty={false}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
        {translate('resources.revenue.intro')}
      </Typography>
      <Rows />
    </List>
  );
};
