import { useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, List, NullableBooleanInput, SearchInput, SimpleList, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { CreditsField, FIT_LIST_SX, formatCredits, formatUsdCents, UsdField, useIntlLocale } from '../finance-shared';
import { type CreditPack, PackStatusField } from './fields';
import { RetireButton } from './RetireButton';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="active" source="active" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

const Packs = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { canAccess: canEdit } = useCanAccess({ resource: 'credit-packs', action: 'edit' });
  // An offered pack opens in its form for admins; finance, and a retired pack, open read-only.
  const target = (p: CreditPack) => (canEdit && p.active && !p.retired_at ? 'edit' : 'show');
  if (small)
    return (
      <SimpleList<CreditPack>
        primaryText={(p) => p.name}
        secondaryText={(p) => `${formatCredits(p.credits, locale)} · ${formatUsdCents(p.price_usd_cents, locale)}`}
        tertiaryText={(p) => translate(`resources.credit-packs.statuses.${p.active && !p.retired_at ? 'active' : 'retired'}`)}
        linkType={(record) => target(record as CreditPack)}
      />
    );
  return (
    <DataTable<CreditPack> rowClick={(_id, _resource, p) => target(p)} bulkActionButtons={false}>
      <DataTable.Col source="position" align="right" />
      <DataTable.Col source="name" />
      <DataTable.Col align="right" source="credits" field={CreditsField} />
      <DataTable.Col align="right" source="price_usd_cents">
        <UsdField source="price_usd_cents" strong />
      </DataTable.Col>
      <DataTable.Col source="segpay_price_point_id" disableSort cellSx={() => ({ fontFamily: 'monospace' })} />
      <DataTable.Col source="active" label="resources.credit-packs.fields.status" disableSort>
        <PackStatusField />
      </DataTable.Col>
      <DataTable.Col label="" disableSort align="right">
        <span onClick={(e) => e.stopPropagation()}>
          <RetireButton />
        </span>
      </DataTable.Col>
    </DataTable>
  );
};

/** The credit packs the member site offers, in page order; admins add, change and retire them, finance reads. */
export const CreditPackList = () => (
  <List sx={FIT_LIST_SX} sort={{ field: 'position', order: 'ASC' }} filters={filters} perPage={25} exporter={false} actions={<Actions />}>
    <Packs />
  </List>
);
