import { Box, Chip, type Theme, Typography, useMediaQuery } from '@mui/material';
import { DataTable, List, NumberInput, SelectInput, SimpleList, TextInput, useRecordContext, usePermissions, useTranslate } from 'react-admin';
import { formatDate, useIntlLocale } from '../finance-shared';
import { DateTimeField } from '../shared/fields';
import { DecisionButtons } from './DecisionButtons';

export interface DispatchRecord {
  id: number;
  lady_id: number;
  lady_name: string | null;
  agency_id: string | null;
  subject: string;
  message: string;
  state: DispatchState;
  total: number;
  sent: number;
  skipped: number;
  /** `member:<lady id>` for the lady's own proposal, else the id of the staff member who created it. */
  created_by?: string;
  created_at?: string;
  /** The lady proposed it on the member site (it waited for a moderator). */
  proposed?: boolean;
  decided_by?: string | null;
  decided_at?: string | null;
  reject_reason?: string | null;
  finished_at?: string | null;
}

export const DISPATCH_STATES = ['awaiting_approval', 'sending', 'done', 'rejected'] as const;
export type DispatchState = (typeof DISPATCH_STATES)[number];
const STATE_TONES = { awaiting_approval: 'info', sending: 'warning', done: 'success', rejected: 'error' } as const;

/** A dispatch's state and its men: progress once sending was allowed; a waiting or rejected one names its men. */
const useStateLabel = () => {
  const translate = useTranslate();
  return (record: DispatchRecord) => {
    const state = translate(`resources.dispatches.states.${record.state}`, { _: record.state });
    const detail =
      record.state === 'sending' || record.state === 'done'
        ? translate('resources.dispatches.progress', { sent: record.sent, total: record.total })
        : translate('resources.dispatches.recipients', { smart_count: record.total });
    return `${state} · ${detail}`;
  };
};

export const StateChip = () => {
  const record = useRecordContext<DispatchRecord>();
  const label = useStateLabel();
  if (!record) return null;
  return <Chip size="small" color={STATE_TONES[record.state] ?? 'default'} label={label(record)} />;
};

const useFilters = () => {
  const { permissions } = usePermissions<{ role?: string }>();
  // An agency moderator sees her agency's dispatches only (the server narrows the list).
  return [
    <NumberInput key="lady_id" source="lady_id" min={1} step={1} alwaysOn />,
    <SelectInput key="state" source="state" choices={DISPATCH_STATES.map((id) => ({ id, name: `resources.dispatches.states.${id}` }))} alwaysOn />,
    ...(permissions?.role === 'agency_moderator' ? [] : [<TextInput key="agency_id" source="agency_id" />]),
  ];
};

/** The lady's name with her id under it (one column, so the decision buttons fit the screen). */
const LadyCell = () => {
  const record = useRecordContext<DispatchRecord>();
  if (!record) return null;
  return (
    <Box>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {record.lady_name ?? '—'}
      </Box>
      <Typography variant="caption" color="text.secondary" component="div">
        ID {record.lady_id}
      </Typography>
    </Box>
  );
};

/**
 * Every dispatch the caller may see, newest first, with its progress; a lady's proposal awaiting
 * approval is approved or rejected in its row. The agency column is left out for an agency
 * moderator (every row is her agency's); skipped copies are on the dispatch's page. On a phone each
 * dispatch is a line (lady, subject, state, date) that opens its page, where the decision is made.
 */
export const DispatchList = () => {
  const { permissions } = usePermissions<{ role?: string }>();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const stateLabel = useStateLabel();
  const locale = useIntlLocale();
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} filters={useFilters()} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<DispatchRecord & { created_at: string }>
          primaryText={(d) => `${d.lady_name ?? `ID ${d.lady_id}`} · ${d.subject}`}
          secondaryText={stateLabel}
          tertiaryText={(d) => formatDate(d.created_at, locale, { time: true })}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="lady_name">
            <LadyCell />
          </DataTable.Col>
          {permissions?.role !== 'agency_moderator' && <DataTable.Col source="agency_id" />}
          <DataTable.Col source="subject" />
          <DataTable.Col source="state">
            <StateChip />
          </DataTable.Col>
          <DataTable.Col source="created_at">
            <DateTimeField source="created_at" />
          </DataTable.Col>
          <DataTable.Col source="decision" disableSort>
            <DecisionButtons />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
