import { Alert } from '@mui/material';
import {
  Edit,
  email,
  Labeled,
  NumberInput,
  required,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { JsonField } from '../shared/fields';
import { useSettingDescription } from './description';

/** The value's input by the setting's type (identity's site-settings rules); the server checks it again. */
const ValueInput = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  switch (record?.type) {
    case 'seconds':
    case 'count':
      return <NumberInput source="value" min={0} step={1} validate={required()} helperText={`resources.site-settings.types.${record.type}`} />;
    case 'email':
      return <TextInput source="value" type="email" validate={[required(), email()]} />;
    case 'text':
      return <TextInput source="value" multiline minRows={2} validate={required()} />;
    default:
      // lifetimes, watermark, sounds, json: the JSON itself.
      return (
        <TextInput
          source="value"
          multiline
          minRows={4}
          format={(v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v, null, 2))}
          parse={(text: string) => {
            try {
              return JSON.parse(text);
            } catch {
              return text;
            }
          }}
          validate={(v: unknown) => (typeof v === 'string' && v.trim() !== '' ? translate('resources.site-settings.invalid_json') : undefined)}
          helperText="resources.site-settings.json_hint"
          sx={{ '& textarea': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } }}
        />
      );
  }
};

const Description = () => {
  const text = useSettingDescription()(useRecordContext());
  return text ? (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="setting-description">
      {text}
    </Alert>
  ) : null;
};

export const SiteSettingEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      sx={{ maxWidth: 640 }}
    >
      <Description />
      <Labeled>
        <TextField source="id" />
      </Labeled>
      <Labeled label="resources.site-settings.current">
        <JsonField source="value" />
      </Labeled>
      <ValueInput />
    </SimpleForm>
  </Edit>
);
