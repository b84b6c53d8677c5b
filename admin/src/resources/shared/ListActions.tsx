import { CreateButton, FilterButton, TopToolbar } from 'react-admin';

/** The list toolbar: filters and, where the role may create, the create button (react-admin checks canAccess). */
export const ListActions = ({ create = false }: { create?: boolean }) => (
  <TopToolbar>
    <FilterButton />
    {create && <CreateButton />}
  </TopToolbar>
);
