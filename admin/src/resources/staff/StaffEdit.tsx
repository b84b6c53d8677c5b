import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { StaffEditFields, transformStaff } from './StaffForm';

/** Delete disables the account (docs/admin-api.md): the button says so, after a confirmation. */
const DisableButton = () => {
  const record = useRecordContext();
  if (!record || record.disabled) return null;
  return (
    <DeleteWithConfirmButton
      label="resources.staff.disable"
      confirmTitle="resources.staff.disable_title"
      confirmContent="resources.staff.disable_content"
      translateOptions={{ name: record.name }}
      mutationMode="pessimistic"
      redirect="list"
    />
  );
};

const StaffToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DisableButton />
  </Toolbar>
);

export const StaffEdit = () => (
  <Edit mutationMode="pessimistic" transform={transformStaff} redirect="list">
    <SimpleForm toolbar={<StaffToolbar />} sx={{ maxWidth: 560 }}>
      <StaffEditFields />
    </SimpleForm>
  </Edit>
);
