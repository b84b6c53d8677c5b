import { type Theme, Typography, useMediaQuery } from '@mui/material';
import { CreateButton, DataTable, List, NullableBooleanInput, SearchInput, SelectInput, SimpleList, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { CreditsField, FIT_LIST_SX, formatCredits, useIntlLocale } from '../finance-shared';
import { EmptyNote } from '../shared/EmptyNote';
import { CATEGORY_CHOICES, GIFTS, type GiftRecord } from './categories';
import { ActiveField, CategoryField, NameField } from './fields';

// The catalogue's filters (the admin API's): a name, a category, offered or retired.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="category" source="category" choices={CATEGORY_CHOICES} alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

const Gifts = ({ canEdit }: { canEdit: boolean }) => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const locale = useIntlLocale();
  // Admins open a gift in its form; moderators read it.
  const target = canEdit ? 'edit' : 'show';
  const empty = <EmptyNote message={`resources.${GIFTS}.empty`} />;
  if (small)
    return (
      <SimpleList<GiftRecord>
        primaryText={(g) => g.name}
        secondaryText={(g) => translate(`resources.${GIFTS}.categories.${g.category}`, { _: g.category })}
        tertiaryText={(g) =>
          `${translate(`resources.${GIFTS}.total_line`, { price: formatCredits(g.price, locale), delivery: formatCredits(g.delivery_price, locale) })}${
            g.active ? '' : ` · ${translate(`resources.${GIFTS}.statuses.retired`)}`
          }`
        }
        linkType={target}
        empty={empty}
      />
    );
  return (
    <DataTable<GiftRecord> rowClick={target} bulkActionButtons={false} empty={empty}>
      <DataTable.Col source="name">
        <NameField />
      </DataTable.Col>
      <DataTable.Col source="category">
        <CategoryField />
      </DataTable.Col>
      <DataTable.Col align="right" source="price">
        <CreditsField source="price" strong />
      </DataTable.Col>
      <DataTable.Col align="right" source="delivery_price">
        <CreditsField source="delivery_price" />
      </DataTable.Col>
      <DataTable.Col source="active" disableSort>
        <ActiveField />
      </DataTable.Col>
    </DataTable>
  );
};

/**
 * The gift catalogue men choose from, by category: admins add and change gifts (a gift
 * is never deleted, it is retired by turning `active` off); agency and site moderators read it.
 */
export const GiftList = () => {
  const translate = useTranslate();
  const { canAccess: canEdit, isPending } = useCanAccess({ resource: GIFTS, action: 'edit' });
  return (
    <List sx={FIT_LIST_SX} sort={{ field: 'category', order: 'ASC' }} filters={filters} perPage={25} exporter={false} actions={canEdit ? <Actions /> : false}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }} data-testid="gifts-intro">
        {translate(`resources.${GIFTS}.intro`)}
        {!isPending && !canEdit ? ` (${translate(`resources.${GIFTS}.read_only`)})` : ''}
      </Typography>
      <Gifts canEdit={!!canEdit} />
    </List>
  );
};
