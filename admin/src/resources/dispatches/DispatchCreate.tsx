import { Create, maxLength, minValue, NumberInput, required, SimpleForm, TextInput, useNotify, useRedirect, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';

/** "1, 2 3" → [1, 2, 3]; the server checks the list (1 to 500 member ids). */
export const parseRecipientIds = (value: unknown): number[] =>
  String(value ?? '')
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);

/** A new dispatch: the lady, the letter and the men; one idempotency key per form, so a double click queues it once. */
export const DispatchCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const key = crypto.randomUUID();
  return (
    <Create
      transform={(data: Record<string, unknown>) => ({ ...data, recipient_ids: parseRecipientIds(data.recipient_ids), idempotency_key: key })}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.dispatches.created', { type: 'success' });
          redirect('list', 'dispatches');
        },
      }}
    >
      <SimpleForm>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 640 }}>
          {translate('resources.dispatches.helper')}
        </Typography>
        <NumberInput source="lady_id" validate={[required(), minValue(1)]} step={1} />
        <TextInput source="subject" validate={[required(), maxLength(100)]} fullWidth sx={{ maxWidth: 640 }} />
        <TextInput source="message" validate={[required(), maxLength(5000)]} multiline minRows={5} fullWidth sx={{ maxWidth: 640 }} />
        <TextInput source="recipient_ids" validate={required()} multiline minRows={2} fullWidth sx={{ maxWidth: 640 }} />
      </SimpleForm>
    </Create>
  );
};
