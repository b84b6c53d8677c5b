import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isCurrentEntry, type MenuEntry } from './menu';
import { MENU_ICONS } from './menu-icons';

/**
 * One entry of a member menu (the account sidebar, the mobile menu): its icon and label, marked as
 * the current page when it is the entry of this address (`isCurrentEntry` weighs the query too, so
 * "My media" and "Purchased photos" are not both current).
 */
export function MenuLink({
  entry,
  entries,
  iconSize = 'small',
  iconSx,
  sx,
}: {
  entry: MenuEntry;
  entries: readonly MenuEntry[];
  iconSize?: 'small' | 'medium';
  iconSx?: SxProps<Theme>;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  const current = isCurrentEntry(entry, entries, useLocation());
  const Icon = MENU_ICONS[entry.key];
  return (
    <ListItemButton component={RouterLink} to={entry.to} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined} sx={sx}>
      <ListItemIcon sx={iconSx}>{Icon && <Icon fontSize={iconSize} />}</ListItemIcon>
      <ListItemText primary={t(entry.label)} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
    </ListItemButton>
  );
}
