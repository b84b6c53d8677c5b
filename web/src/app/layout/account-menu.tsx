import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MenuEntry } from './menu';
import { MENU_ICONS } from './menu-icons';

/**
 * The account's own entries, in the menu's order (a man's credits, orders and payments; a lady has
 * none of them). The rest of the menu is the account sidebar beside the page (the mobile menu on a
 * phone): repeating it here pushed Sign out below the fold.
 */
const ACCOUNT_MENU_KEYS: readonly string[] = ['myProfile', 'edit', 'buyCredits', 'orders', 'payments', 'settings'];

/** The account menu under the avatar: who is signed in, the account's entries, help and Sign out. */
export default function AccountMenu({
  anchor,
  onClose,
  name,
  id,
  entries,
  onSignOut,
}: {
  anchor: HTMLElement;
  onClose: () => void;
  name?: string;
  id?: number;
  entries: MenuEntry[];
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const items = [
    ...entries.filter((e) => ACCOUNT_MENU_KEYS.includes(e.key)).map((e) => ({ key: e.key, to: e.to, label: t(e.label), Icon: MENU_ICONS[e.key] })),
    { key: 'help', to: '/faq', label: t('staticPages.titles.faq'), Icon: HelpOutlineRoundedIcon },
  ];
  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
      disableScrollLock
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
    >
      <Box sx={{ px: 2, py: 1.25 }}>
        <Typography noWrap sx={{ fontWeight: 800 }}>
          {name ?? '…'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('profile.idLabel', { id: id ?? '' })}
        </Typography>
      </Box>
      <Divider />
      {items.map(({ key, to, label, Icon }) => (
        <MenuItem key={key} component={RouterLink} to={to} onClick={onClose} data-testid={`account-menu-${key}`}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          {label}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onSignOut();
        }}
        data-testid="sign-out"
      >
        <ListItemIcon>
          <LogoutRoundedIcon fontSize="small" />
        </ListItemIcon>
        {t('menu.logout')}
      </MenuItem>
    </Menu>
  );
}
