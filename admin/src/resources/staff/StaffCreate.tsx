import { Create, SimpleForm } from 'react-admin';
import { StaffCreateFields, transformStaff } from './StaffForm';

export const StaffCreate = () => (
  <Create redirect="list" transform={transformStaff}>
    <SimpleForm defaultValues={{ role: 'site_moderator' }} sx={{ maxWidth: 560 }}>
      <StaffCreateFields />
    </SimpleForm>
  </Create>
);
