import { Box, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateInput, List, SelectInput, SimpleList, TextInput, useTranslate } from 'react-admin';
import { CreditsField, FIT_LIST_SX, formatDate, LabelField, LocalDateField, useIntlLocale } from '../finance-shared';
import { DENSE_TABLE_SX } from '../shared/fields';

const STATES = ['waiting', 'active', 'stopped'];
const REASONS = ['ended', 'lowBalance', 'userOffline', 'paymentError'];

const Filters = () => {
  const translate = useTranslate();
  return [
    <TextInput key="q" source="q" alwaysOn />,
    <SelectInput key="state" source="state" choices={STATES.map((id) => ({ id, name: translate(`resources.chat-sessions.states.${id}`) }))} alwaysOn />,
    <SelectInput key="stop_reason" source="stop_reason" choices={REASONS.map((id) => ({ id, name: translate(`resources.chat-sessions.reasons.${id}`) }))} />,
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
    // Set by links (a member report's "chats between them"), shown so they can be seen and removed.
    <TextInput key="man_id" source="man_id" />,
    <TextInput key="woman_id" source="woman_id" />,
  ];
};

interface Session {
  id: string;
  man_name: string;
  woman_name: string;
  minutes: number;
  cam_minutes: number;
  credits: number;
  stop_reason: string | null;
  state: string;
  created_at: string;
}

/** The session's state, and under it why it stopped. */
const StateAndReason = (_props: { source?: string; label?: string }) => (
  <Box>
    <LabelField source="state" group="states" />
    <Box sx={{ color: 'text.secondary' }}>
      <LabelField source="stop_reason" group="reasons" variant="caption" />
    </Box>
  </Box>
);

/** Billed chat sessions, newest first: who, when, minutes, credits, how each stopped. A list of lines on a phone. */
export const ChatSessionList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <List sx={FIT_LIST_SX} sort={{ field: 'created_at', order: 'DESC' }} filters={Filters()} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<Session>
          primaryText={(s) => `${s.man_name} · ${s.woman_name}`}
          secondaryText={(s) => `${formatDate(s.created_at, locale, { time: true })} · ${s.minutes} · ${s.credits}`}
          tertiaryText={(s) => translate(`resources.chat-sessions.${s.stop_reason ? `reasons.${s.stop_reason}` : `states.${s.state}`}`, { _: s.state })}
          linkType="show"
        />
      ) : (
        // How it stopped under its state (one column), so the table fits 1280 px beside the menu.
        <DataTable rowClick="show" bulkActionButtons={false} sx={DENSE_TABLE_SX}>
          <DataTable.Col source="created_at" field={LocalDateField} />
          <DataTable.Col source="man_name" />
          <DataTable.Col source="woman_name" />
          <DataTable.Col source="minutes" align="right" />
          <DataTable.Col source="cam_minutes" align="right" />
          <DataTable.Col source="credits" align="right" field={CreditsField} />
          <DataTable.Col source="state">
            <StateAndReason />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
