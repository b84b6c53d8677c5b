import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type Language } from '@dating/rules';
import { setLanguage } from '@/shared/i18n';
import { LANGUAGE_NAMES } from './language-switch';

export default function LanguageMenu({ anchor, current, onClose }: { anchor: HTMLElement; current: Language; onClose: () => void }) {
  return (
    <Menu anchorEl={anchor} open onClose={onClose} disableScrollLock>
      {LANGUAGES.map((lng) => (
        <MenuItem
          key={lng}
          lang={lng}
          selected={lng === current}
          data-testid={`language-${lng}`}
          onClick={() => {
            onClose();
            void setLanguage(lng);
          }}
        >
          <ListItemIcon>{lng === current && <CheckRoundedIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{LANGUAGE_NAMES[lng]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
