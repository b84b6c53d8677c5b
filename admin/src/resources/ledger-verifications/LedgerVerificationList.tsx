import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, NullableBooleanInput, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { CreditsField, FIT_LIST_SX, formatDate, LocalDateField, useIntlLocale } from '../finance-shared';
import { EmptyNote } from '../shared/EmptyNote';
import { ResultField, RunByField } from './fields';
import { VerifyNowButton } from './VerifyNowButton';

interface Run {
  id: number;
  ok: boolean;
  checked_accounts: number;
  mismatch_count: number;
  ran_at: string;
}

const Actions = () => (
  <TopToolbar>
    <VerifyNowButton />
  </TopToolbar>
);

const filters = [<NullableBooleanInput key="ok" source="ok" alwaysOn />];

const Runs = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const locale = useIntlLocale();
  const empty = <EmptyNote message="resources.ledger-verifications.empty" />;
  if (small)
    return (
      <SimpleList<Run>
        primaryText={(r) => translate(r.ok ? 'resources.ledger-verifications.ok' : 'resources.ledger-verifications.failed')}
        secondaryText={(r) => formatDate(r.ran_at, locale, { time: true })}
        tertiaryText={(r) => String(r.checked_accounts)}
        linkType="show"
        empty={empty}
      />
    );
  return (
    <DataTable<Run> rowClick="show" bulkActionButtons={false} empty={empty}>
      <DataTable.Col source="ran_at" field={LocalDateField} />
      <DataTable.Col source="ok" disableSort field={ResultField} />
      <DataTable.Col align="right" source="checked_accounts" disableSort field={CreditsField} />
      <DataTable.Col align="right" source="checked_events" disableSort field={CreditsField} />
      <DataTable.Col align="right" source="mismatch_count" field={CreditsField} />
      <DataTable.Col align="right" source="duration_ms" field={CreditsField} />
      <DataTable.Col source="staff_id" disableSort field={RunByField} />
    </DataTable>
  );
};

/** The ledger checks run so far, newest first, and "Verify now". */
export const LedgerVerificationList = () => {
  const translate = useTranslate();
  return (
    <List sx={FIT_LIST_SX} sort={{ field: 'ran_at', order: 'DESC' }} filters={filters} perPage={25} exporter={false} actions={<Actions />} empty={false}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
        {translate('resources.ledger-verifications.intro')}
      </Typography>
      <Runs />
    </List>
  );
};
