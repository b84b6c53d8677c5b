import { Box } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { visuallyHidden } from '@mui/utils';
import { Menu as RaMenu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { can } from '../auth/permissions';
import type { Permissions } from '../auth/authProvider';
import { RESOURCES } from '../resources';
import type { AdminResource, MenuGroup } from '../resources/types';

const GROUPS: MenuGroup[] = ['people', 'staff', 'system', 'finance'];

/**
 * A group of the menu under its heading, shown only when the role may open at least one of its
 * lists. The side menu is a `role="menu"` list, so a group is a `role="group"` named by its heading
 * (a bare heading item inside a menu is not allowed); the heading stays for screen readers when the
 * sidebar is folded to icons.
 */
const Group = ({ group, resources }: { group: MenuGroup; resources: AdminResource[] }) => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { permissions } = usePermissions<Permissions>();
  // The same table as canAccess (auth/permissions.ts), read synchronously for the heading.
  if (!resources.some((r) => can(permissions?.role, r.name, 'list'))) return null;
  const headingId = `menu-group-${group}`;
  return (
    <li role="none">
      <div role="group" aria-labelledby={headingId}>
        <Box
          id={headingId}
          sx={
            open
              ? {
                  px: 2,
                  mt: 1,
                  lineHeight: '32px',
                  color: 'text.secondary',
                  fontWeight: 800,
                  letterSpacing: '0.08em',
                  textTransform: 'uppercase',
                  fontSize: '0.72rem',
                }
              : visuallyHidden
          }
        >
          {translate(`admin.menu.${group}`)}
        </Box>
        {resources.map((r) => (
          <RaMenu.ResourceItem key={r.name} name={r.name} />
        ))}
      </div>
    </li>
  );
};

const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at <= 0 ? count - 1 : at - 1),
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * MUI's menu moves the focus among its direct children only, and the groups nest the items: the
 * arrows, Home and End walk every item of the menu here instead (before MUI sees the key).
 */
function moveAmongItems(event: KeyboardEvent<HTMLElement>): void {
  const move = MOVES[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  if (items.length === 0) return;
  event.preventDefault();
  event.stopPropagation();
  items[move(items.indexOf(document.activeElement as HTMLElement), items.length)]!.focus();
}

/** The dashboard, then the resources of the registry by group; items follow canAccess (auth/permissions.ts). */
export const Menu = () => (
  <RaMenu data-testid="app-menu" onKeyDownCapture={moveAmongItems}>
    <RaMenu.DashboardItem />
    {GROUPS.map((group) => (
      <Group key={group} group={group} resources={RESOURCES.filter((r) => r.menu === group)} />
    ))}
  </RaMenu>
);
