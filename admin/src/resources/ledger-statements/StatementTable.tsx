import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, SimpleList, useTranslate } from 'react-admin';
import { CreditsField, formatCredits, formatDate, LocalDateField, useIntlLocale } from '../finance-shared';
import { ActorField, EventDetailField, EventTypeField, type StatementLine } from './fields';
import { EmptyNote } from '../shared/EmptyNote';

const StatementLines = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (small)
    return (
      <SimpleList<StatementLine>
        primaryText={(l) => translate(`resources.ledger-statements.types.${l.type}`, { _: l.type })}
        secondaryText={(l) => formatDate(l.occurred_at, locale, { time: true })}
        tertiaryText={(l) => `${formatCredits(l.posted_delta || l.held_delta, locale, { signed: true })} → ${formatCredits(l.running_available, locale)}`}
        linkType={false}
        empty={<EmptyNote message="resources.ledger-statements.empty" />}
      />
    );
  return (
    // Seven columns in the account's card at 1280 px beside the menu: cells a little closer together
    // (as the members list), the details and "By" columns wrap.
    <DataTable<StatementLine>
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyNote message="resources.ledger-statements.empty" />}
      sx={{ '& .MuiTableCell-root': { px: 1.5 } }}
    >
      <DataTable.Col source="occurred_at" field={LocalDateField} />
      <DataTable.Col source="type" field={EventTypeField} />
      <DataTable.Col source="detail" disableSort field={EventDetailField} />
      <DataTable.Col align="right" source="posted_delta" disableSort>
        <CreditsField source="posted_delta" signed />
      </DataTable.Col>
      <DataTable.Col align="right" source="held_delta" disableSort>
        <CreditsField source="held_delta" signed />
      </DataTable.Col>
      <DataTable.Col align="right" source="running_available" disableSort>
        <CreditsField source="running_available" strong />
      </DataTable.Col>
      <DataTable.Col source="actor" disableSort field={ActorField} />
    </DataTable>
  );
};

/**
 * An account's statement: its ledger events newest first (`ledger-statements` filtered by
 * `account_id`), each with its type in words, what it was about, the posted and held changes,
 * the running balance after it, and who caused it.
 */
export const StatementTable = () => (
  <ReferenceManyField reference="ledger-statements" target="account_id" sort={{ field: 'version', order: 'DESC' }} perPage={25} pagination={<Pagination />}>
    <StatementLines />
  </ReferenceManyField>
);
