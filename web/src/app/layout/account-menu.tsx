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

/** The account menu under the avatar: the member's entries and logout. */
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
      {entries.map((e) => (
        <MenuItem key={e.key} component={RouterLink} to={e.to} onClick={onClose}>
          <ListItemIcon>
            <e.icon fontSize="small" />
          </ListItemIcon>
          {t(e.label)}
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
