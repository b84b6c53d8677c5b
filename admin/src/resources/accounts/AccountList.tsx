import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, NullableBooleanInput, SearchInput, SimpleList, useTranslate } from 'react-admin';
import { CreditsField, FIT_LIST_SX, FlagField, formatCredits, formatDate, LocalDateField, useIntlLocale } from '../finance-shared';

interface Account {
  id: string;
  name: string;
  available: number;
  held: number;
  flagged: boolean;
  updated_at: string;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="flagged" source="flagged" alwaysOn />];

const Accounts = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (small)
    return (
      <SimpleList<Account>
        primaryText={(a) => a.name || a.id}
        secondaryText={(a) => `${translate('resources.accounts.fields.available')}: ${formatCredits(a.available, locale)}`}
        tertiaryText={(a) => (a.flagged ? translate('resources.accounts.flagged') : formatDate(a.updated_at, locale))}
        linkType="show"
      />
    );
  return (
    <DataTable<Account> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col align="right" source="posted" field={CreditsField} />
      <DataTable.Col align="right" source="held" field={CreditsField} />
      <DataTable.Col align="right" source="available">
        <CreditsField source="available" strong />
      </DataTable.Col>
      <DataTable.Col align="right" source="chargebacks" field={CreditsField} />
      <DataTable.Col source="flagged">
        <FlagField source="flagged" label="resources.accounts.flagged" />
      </DataTable.Col>
      <DataTable.Col source="updated_at" field={LocalDateField} />
    </DataTable>
  );
};

/** Every man's credit account with its balance (posted, held, available); search by name or id, flagged ones. */
export const AccountList = () => (
  <List sx={FIT_LIST_SX} sort={{ field: 'updated_at', order: 'DESC' }} filters={filters} perPage={25} exporter={false}>
    <Accounts />
  </List>
);
