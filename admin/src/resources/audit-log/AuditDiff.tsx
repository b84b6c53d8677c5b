import { Box, Table, TableBody, TableCell, TableHead, TableRow, type Theme, Typography, useMediaQuery } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { JsonValue } from '../shared/fields';
import { type DiffRow, diffRecords } from './diff';

const TONE = {
  added: { bgcolor: 'rgba(43,138,62,0.08)' },
  removed: { bgcolor: 'rgba(201,42,42,0.07)' },
  changed: { bgcolor: 'rgba(232,89,12,0.08)' },
  same: {},
} as const;

const MONO = 'ui-monospace, Menlo, Consolas, monospace';
/** The value an action replaced or removed is struck through. */
const struck = (row: DiffRow) => row.change === 'changed' || row.change === 'removed';

/** A field's name, and under it how it changed (nothing for an unchanged field). */
const FieldName = ({ row }: { row: DiffRow }) => {
  const translate = useTranslate();
  return (
    <>
      {row.key || '—'}
      {row.change !== 'same' && (
        <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary', fontFamily: 'inherit' }}>
          {translate(`resources.audit-log.diff.${row.change}`)}
        </Typography>
      )}
    </>
  );
};

const Value = ({ value }: { value: unknown }) => (value === undefined ? '—' : <JsonValue value={value} />);

/**
 * On a phone: one block per field, its name, then before, then after (an unchanged field's value
 * once), each value on the whole width (three columns of 375 px break every value after a few characters).
 */
const Stacked = ({ rows }: { rows: DiffRow[] }) => {
  const translate = useTranslate();
  const label = (key: 'before' | 'after') => (
    <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', fontWeight: 700, mt: 0.75 }}>
      {translate(`resources.audit-log.fields.${key}`)}
    </Typography>
  );
  return (
    <Box component="ul" data-testid="audit-diff" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, width: '100%' }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.key}
          data-change={row.change}
          sx={{ ...TONE[row.change], border: 1, borderColor: 'divider', borderRadius: 2, p: row.change === 'same' ? 1 : 1.5, minWidth: 0 }}
        >
          <Box sx={{ fontFamily: MONO, fontWeight: row.change === 'same' ? 400 : 700, overflowWrap: 'anywhere' }}>
            <FieldName row={row} />
          </Box>
          {row.change === 'same' ? (
            // Unchanged: the value once.
            <Box sx={{ opacity: 0.8, mt: 0.5 }}>
              <Value value={row.after} />
            </Box>
          ) : (
            <Box component="dl" sx={{ m: 0, display: 'grid' }}>
              {label('before')}
              <Box component="dd" sx={{ m: 0, textDecoration: struck(row) ? 'line-through' : 'none' }}>
                <Value value={row.before} />
              </Box>
              {label('after')}
              <Box component="dd" sx={{ m: 0 }}>
                <Value value={row.after} />
              </Box>
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
};

/** The record before and after the action, field by field; changed fields first and tinted. */
export const AuditDiff = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (!record) return null;
  const rows = diffRecords(record.before, record.after);
  if (!rows.length) return <Typography color="text.secondary">{translate('resources.audit-log.no_changes')}</Typography>;
  if (small) return <Stacked rows={rows} />;
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
              <TableCell sx={{ fontFamily: MONO, fontWeight: row.change === 'same' ? 400 : 700, verticalAlign: 'top' }}>
                <FieldName row={row} />
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top', textDecoration: struck(row) ? 'line-through' : 'none', opacity: row.change === 'same' ? 0.8 : 1 }}>
                <Value value={row.before} />
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <Value value={row.after} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
