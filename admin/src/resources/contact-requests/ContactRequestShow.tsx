import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Labeled, NumberField, Show, TopToolbar, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField, formatDateTime } from '../shared/fields';
import { LabeledField } from '../shared/show';
import { CONTACT_REQUESTS } from './decisions';
import { DecisionButtons } from './DecisionButtons';
import { PersonCell, StatusField, StepField } from './fields';
import { historyOf } from './history';
import type { ContactRequestRecord } from './turn';

const Actions = () => (
  <TopToolbar>
    <DecisionButtons />
  </TopToolbar>
);

/** Why it was rejected (the man reads the same text). */
const Rejected = () => {
  const record = useRecordContext<ContactRequestRecord>();
  const translate = useTranslate();
  if (record?.status !== 'reject') return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="rejected">
      {translate(`resources.${CONTACT_REQUESTS}.rejected_because`, { reason: record.reason ?? '—' })}
    </Alert>
  );
};

/** Who decided what and when: his request, her agency's step, the site's step (with the reason of a rejection). */
const History = () => {
  const record = useRecordContext<ContactRequestRecord>();
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  if (!record) return null;
  const t = (key: string, options?: object) => translate(`resources.${CONTACT_REQUESTS}.history.${key}`, options);
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="contact-request-history">
      <Typography variant="h6" component="h2" id="contact-request-history" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Table size="small" data-testid="history">
        <TableHead>
          <TableRow>
            <TableCell>{t('step')}</TableCell>
            <TableCell>{t('outcome')}</TableCell>
            <TableCell>{t('by')}</TableCell>
            <TableCell>{t('at')}</TableCell>
            <TableCell>{translate(`resources.${CONTACT_REQUESTS}.fields.reason`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {historyOf(record).map((line) => (
            <TableRow key={line.step} data-testid={`history-${line.step}`} data-outcome={line.outcome}>
              <TableCell>{t(line.step)}</TableCell>
              <TableCell>{t(`outcomes.${line.outcome}`, { price: record.price })}</TableCell>
              <TableCell>{line.step === 'requested' ? (record.man_name ?? `#${record.man_id}`) : (line.by ?? '—')}</TableCell>
              <TableCell>{line.at ? formatDateTime(line.at, locale) : '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{line.reason ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2 };

/** One contact request: the man and the lady, where it stands, and its history; the caller's decision when it is her turn. */
export const ContactRequestShow = () => (
  <Show actions={<Actions />}>
    <Box sx={{ p: 2 }}>
      <Rejected />
      <Box sx={GRID}>
        <LabeledField source="id" />
        <Labeled source="man_name">
          <PersonCell who="man" />
        </Labeled>
        <Labeled source="lady_name">
          <PersonCell who="lady" />
        </Labeled>
        <LabeledField source="agency_id" emptyText="—" />
        <Labeled source="status">
          <StatusField />
        </Labeled>
        <Labeled source="step">
          <StepField />
        </Labeled>
        <LabeledField source="price" field={NumberField} />
        <LabeledField source="created_at" field={DateTimeField} />
      </Box>
      <History />
    </Box>
  </Show>
);
