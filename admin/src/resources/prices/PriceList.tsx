import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SimpleList, useCanAccess, useTranslate } from 'react-admin';
import { CreditsField, FIT_LIST_SX, formatCredits, formatDate, LabelField, LocalDateField, StaffIdField, useIntlLocale } from '../finance-shared';
import { EditPriceButton, type Price } from './EditPriceButton';

const Prices = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (small)
    return (
      <SimpleList<Price>
        primaryText={(p) => translate(`resources.prices.services.${p.action}`, { _: p.action })}
        secondaryText={(p) => (p.updated_at ? formatDate(p.updated_at, locale, { time: true }) : '')}
        tertiaryText={(p) => formatCredits(p.price, locale)}
        rightIcon={() => <EditPriceButton />}
        linkType={false}
      />
    );
  return (
    <DataTable<Price> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="action">
        <LabelField source="action" group="services" />
      </DataTable.Col>
      <DataTable.Col source="id" label="ID" cellSx={() => ({ fontFamily: 'monospace', color: 'text.secondary' })} />
      <DataTable.Col align="right" source="price">
        <CreditsField source="price" strong />
      </DataTable.Col>
      <DataTable.Col source="updated_at" field={LocalDateField} />
      <DataTable.Col source="updated_by" disableSort field={StaffIdField} />
      <DataTable.Col label="" disableSort align="right">
        <EditPriceButton />
      </DataTable.Col>
    </DataTable>
  );
};

/** The price list (one row per paid service). Admins change a price in place; finance reads it. */
export const PriceList = () => {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'prices', action: 'edit' });
  return (
    <List sx={FIT_LIST_SX} sort={{ field: 'id', order: 'ASC' }} perPage={50} exporter={false} pagination={false} actions={false}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
        {translate('resources.prices.intro')}
        {canEdit === false ? ` (${translate('resources.prices.read_only')})` : ''}
      </Typography>
      <Prices />
    </List>
  );
};
