import { Alert, Box, Button, Card, CardContent, List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { Labeled, Loading, Show, TextField, useCanAccess, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { CreditsField, FIT_SHOW_SX, formatDate, LabelField, LocalDateField, useIntlLocale } from '../finance-shared';
import { FieldRow, LabeledField } from '../shared/show';

interface ChatMessage {
  id: string;
  seq: number;
  sender_id: string;
  message: string;
  created_at: string;
}

/** The session's messages, loaded only when the moderator asks (each load is audited on the server). */
const SessionMessages = ({ sessionId }: { sessionId: string }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { data, isPending, error } = useGetList<ChatMessage>('chat-messages', {
    filter: { session_id: sessionId },
    sort: { field: 'seq', order: 'ASC' },
    pagination: { page: 1, perPage: 500 },
  });
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{translate('resources.chat-sessions.messages.error')}</Alert>;
  if (!data?.length) return <Typography color="text.secondary">{translate('resources.chat-sessions.messages.empty')}</Typography>;
  return (
    <MuiList dense aria-label={translate('resources.chat-sessions.messages.title')}>
      {data.map((m) => (
        <ListItem key={m.id} divider alignItems="flex-start">
          <ListItemText
            primary={m.message}
            secondary={`#${m.seq} · ${translate('resources.chat-sessions.messages.from', { id: m.sender_id })} · ${formatDate(m.created_at, locale, { time: true })}`}
          />
        </ListItem>
      ))}
    </MuiList>
  );
};

const MessagesPanel = () => {
  const session = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'chat-messages', action: 'list' });
  const [open, setOpen] = useState(false);
  if (!session || !canAccess) return null;
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.chat-sessions.messages.title')}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.chat-sessions.messages.audited')}
        </Alert>
        {open ? (
          <SessionMessages sessionId={session.id} />
        ) : (
          <Button variant="outlined" onClick={() => setOpen(true)}>
            {translate('resources.chat-sessions.messages.show')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};

/** One chat session: the couple, when, minutes and credits, how it stopped; its messages for a site moderator. */
export const ChatSessionShow = () => (
  <Show sx={FIT_SHOW_SX}>
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <FieldRow mt={0}>
          <LabeledField source="man_name" />
          <LabeledField source="woman_name" />
          <LabeledField source="minutes" />
          <LabeledField source="cam_minutes" />
          <Labeled source="credits">
            <CreditsField source="credits" strong />
          </Labeled>
          <Labeled source="state">
            <LabelField source="state" group="states" />
          </Labeled>
          <Labeled source="stop_reason">
            <Box>
              <LabelField source="stop_reason" group="reasons" />
            </Box>
          </Labeled>
        </FieldRow>
        <FieldRow>
          <LabeledField source="created_at" field={LocalDateField} />
          <LabeledField source="started_at" field={LocalDateField} />
          <LabeledField source="stopped_at" field={LocalDateField} />
          <LabeledField source="price" field={CreditsField} />
          <Labeled source="id">
            <TextField source="id" sx={{ fontFamily: 'monospace' }} />
          </Labeled>
        </FieldRow>
      </CardContent>
    </Card>
    <MessagesPanel />
  </Show>
);
