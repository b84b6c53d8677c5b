import { Box, Typography } from '@mui/material';
import {
  BooleanInput,
  email,
  FormDataConsumer,
  maxLength,
  minLength,
  PasswordInput,
  regex,
  required,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ROLE_CHOICES } from '../shared/fields';

/** Limits of the identity admin API (staff): name ≤ 100, password 10–128, agency id pattern. */
const AGENCY_ID = /^[A-Za-z0-9._-]{1,64}$/;
const validateName = [required(), maxLength(100)];
const validateEmail = [required(), email(), maxLength(254)];
const validatePassword = [required(), minLength(10), maxLength(128)];
const validateAgency = [required('resources.staff.agency_required'), regex(AGENCY_ID, 'resources.staff.agency_format')];

/** An agency moderator belongs to one agency; every other role to none (the server enforces the same). */
const AgencyInput = () => (
  <FormDataConsumer<{ role?: string }>>
    {({ formData }) =>
      formData.role === 'agency_moderator' ? <TextInput source="agency_id" validate={validateAgency} helperText="resources.staff.agency_hint" /> : null
    }
  </FormDataConsumer>
);

/** Before save: no agency unless agency moderator. */
export const transformStaff = <T extends { role?: string; agency_id?: string | null }>(data: T): T => ({
  ...data,
  agency_id: data.role === 'agency_moderator' ? (data.agency_id ?? '').trim() : null,
});

export const StaffCreateFields = () => (
  <>
    <TextInput source="name" validate={validateName} />
    <TextInput source="email" type="email" validate={validateEmail} autoComplete="off" />
    <PasswordInput source="password" validate={validatePassword} autoComplete="new-password" helperText="resources.staff.password_hint" />
    <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
    <AgencyInput />
  </>
);

export const StaffEditFields = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  return (
    <>
      <TextInput source="name" validate={validateName} />
      <TextInput source="email" disabled />
      <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
      <AgencyInput />
      <Box sx={{ mt: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.staff.access')}
        </Typography>
        <BooleanInput source="disabled" helperText="resources.staff.disabled_hint" />
        {/* Only a reset: the person enrols her own authenticator app at sign-in. */}
        {record?.totp_enrolled && <BooleanInput source="totp_enrolled" helperText="resources.staff.totp_hint" />}
      </Box>
    </>
  );
};
