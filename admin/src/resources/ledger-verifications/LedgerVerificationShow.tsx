import { Alert, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Labeled, ReferenceField, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { CreditsField, FIT_SHOW_SX, formatDate, LocalDateField, useIntlLocale } from '../finance-shared';
import { FieldRow, LabeledField } from '../shared/show';
import { ResultField, RunByField } from './fields';
import { VerifyNowButton } from './VerifyNowButton';

interface Run {
  id: number;
  ok: boolean;
  mismatches: { account_id: string; problem: string }[] | null;
}

const Actions = () => (
  <TopToolbar>
    <VerifyNowButton />
  </TopToolbar>
);

/** The accounts whose balance did not match their events, each with the problem the check found. */
const Mismatches = () => {
  const run = useRecordContext<Run>();
  const translate = useTranslate();
  if (!run) return null;
  const list = Array.isArray(run.mismatches) ? run.mismatches : [];
  if (!list.length)
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        {translate('resources.ledger-verifications.no_mismatches')}
      </Alert>
    );
  return (
    <Table size="small" sx={{ mt: 2 }} data-testid="mismatches">
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.ledger-verifications.fields.account_id')}</TableCell>
          <TableCell>{translate('resources.ledger-verifications.fields.problem')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {list.map((m, i) => (
          <TableRow key={`${m.account_id}-${i}`}>
            <TableCell>
              <ReferenceField record={m} source="account_id" reference="accounts" link="show">
                <TextField source="name" />
              </ReferenceField>
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{m.problem}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const Title = () => {
  const run = useRecordContext<{ ran_at?: string }>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  return <span>{`${translate('resources.ledger-verifications.name', { smart_count: 1 })} · ${formatDate(run?.ran_at, locale, { time: true })}`}</span>;
};

/** One ledger check: its verdict, what it covered, and every mismatch it found. */
export const LedgerVerificationShow = () => (
  <Show sx={FIT_SHOW_SX} actions={<Actions />} title={<Title />}>
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Stack sx={{ alignItems: 'center' }} direction="row" spacing={2}>
          <Typography variant="h5" component="h2">
            <LocalDateField source="ran_at" />
          </Typography>
          <ResultField />
        </Stack>
        <FieldRow>
          <LabeledField source="checked_accounts" field={CreditsField} />
          <LabeledField source="checked_events" field={CreditsField} />
          <Labeled source="mismatch_count">
            <CreditsField source="mismatch_count" strong />
          </Labeled>
          <LabeledField source="duration_ms" field={CreditsField} />
          <Labeled source="staff_id">
            <RunByField />
          </Labeled>
        </FieldRow>
        <Mismatches />
      </CardContent>
    </Card>
  </Show>
);
