import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { formatDateTime } from './fields';
import type { QueueRecord } from './moderation-steps';
import { historyOf } from './queue-history';

/** Why a queue record was rejected (the man reads the same text): `resources.<resource>.rejected_because`. */
export const RejectedNote = () => {
  const record = useRecordContext<QueueRecord>();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (record?.status !== 'reject') return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="rejected">
      {translate(`resources.${resource}.rejected_because`, { reason: record.reason ?? '—' })}
    </Alert>
  );
};

/**
 * Who decided what and when on a queue record's page (a contact request, a sent gift): the man's
 * request, her agency's step, the site's step, with the reason of a rejection. The words are the
 * resource's own (`resources.<resource>.history.*`); `requestedOptions` fills the first line's
 * outcome (`history.outcomes.requested`, e.g. its price).
 */
export const QueueHistory = <R extends QueueRecord>({ requestedOptions }: { requestedOptions?: (record: R) => Record<string, unknown> }) => {
  const record = useRecordContext<R>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  if (!record) return null;
  const t = (key: string, options?: object) => translate(`resources.${resource}.history.${key}`, options);
  const headingId = `${resource}-history`;
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Table size="small" data-testid="history">
        <TableHead>
          <TableRow>
            <TableCell>{t('step')}</TableCell>
            <TableCell>{t('outcome')}</TableCell>
            <TableCell>{t('by')}</TableCell>
            <TableCell>{t('at')}</TableCell>
            <TableCell>{translate(`resources.${resource}.fields.reason`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {historyOf(record).map((line) => (
            <TableRow key={line.step} data-testid={`history-${line.step}`} data-outcome={line.outcome}>
              <TableCell>{t(line.step)}</TableCell>
              <TableCell>{t(`outcomes.${line.outcome}`, line.step === 'requested' ? requestedOptions?.(record) : undefined)}</TableCell>
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
