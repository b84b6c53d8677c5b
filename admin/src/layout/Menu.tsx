import { ListSubheader } from '@mui/material';
import { Menu as RaMenu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { can } from '../auth/permissions';
import type { Permissions } from '../auth/authProvider';
import { RESOURCES } from '../resources';
import type { AdminResource, MenuGroup } from '../resources/types';

const GROUPS: MenuGroup[] = ['people', 'staff', 'system', 'finance'];

/** A group's heading, shown only when the role may open at least one of its lists. */
const Group = ({ group, resources }: { group: MenuGroup; resources: AdminResource[] }) => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { permissions } = usePermissions<Permissions>();
  // The same table as canAccess (auth/permissions.ts), read synchronously for the heading.
  if (!resources.some((r) => can(permissions?.role, r.name, 'list'))) return null;
  return (
    <>
      {open && (
        <ListSubheader
          disableSticky
          sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1, fontWeight: 800, letterSpacing: '0.08em', textTransform: 'uppercase', fontSize: '0.72rem' }}
        >
          {translate(`admin.menu.${group}`)}
        </ListSubheader>
      )}
      {resources.map((r) => (
        <RaMenu.ResourceItem key={r.name} name={r.name} />
      ))}
    </>
  );
};

/** The dashboard, then the resources of the registry by group; items follow canAccess (auth/permissions.ts). */
export const Menu = () => (
  <RaMenu data-testid="app-menu">
    <RaMenu.DashboardItem />
    {GROUPS.map((group) => (
      <Group key={group} group={group} resources={RESOURCES.filter((r) => r.menu === group)} />
    ))}
  </RaMenu>
);
