import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { JsonValue } from '../shared/fields';
import { diffRecords } from './diff';

const TONE = {
  added: { bgcolor: 'rgba(43,138,62,0.08)' },
  removed: { bgcolor: 'rgba(201,42,42,0.07)' },
  changed: { bgcolor: 'rgba(232,89,12,0.08)' },
  same: {},
} as const;

/** The record before and after the action, field by field; changed fields first and tinted. */
export const AuditDiff = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const rows = diffRecords(record.before, record.after);
  if (!rows.length) return <Typography color="text.secondary">{translate('resources.audit-log.no_changes')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto', width: '100%' }}>
      <Table size="small" data-testid="audit-diff">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.audit-log.diff.field')}</TableCell>
            <TableCell>{translate('resources.audit-log.fields.before')}</TableCell>
            <TableCell>{translate('resources.audit-log.fields.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} sx={TONE[row.change]} data-change={row.change}>
              <TableCell sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontWeight: row.change === 'same' ? 400 : 700, verticalAlign: 'top' }}>
                {row.key || '—'}
                {row.change !== 'same' && (
                  <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary', fontFamily: 'inherit' }}>
                    {translate(`resources.audit-log.diff.${row.change}`)}
                  </Typography>
                )}
              </TableCell>
              <TableCell
                sx={{
                  verticalAlign: 'top',
                  textDecoration: row.change === 'changed' || row.change === 'removed' ? 'line-through' : 'none',
                  opacity: row.change === 'same' ? 0.8 : 1,
                }}
              >
                {row.before === undefined ? '—' : <JsonValue value={row.before} />}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>{row.after === undefined ? '—' : <JsonValue value={row.after} />}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
