import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n';

/** The language switcher of the app bar: a compact "EN"/"RU" button (it fits at 375 px), the full names in its menu. */
export const LanguageMenu = () => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        data-testid="language-menu"
        sx={{ minWidth: 0, px: 1, fontWeight: 800 }}
      >
        {/* Named "Language EN" by its text (a label the visible "EN" is not part of confuses voice control). */}
        <Box component="span" sx={visuallyHidden}>
          {translate('admin.language')}{' '}
        </Box>
        {locale.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LOCALES.map((l) => (
          <MenuItem
            key={l.locale}
            lang={l.locale}
            selected={l.locale === locale}
            data-testid={`locale-${l.locale}`}
            onClick={() => {
              setLocale(l.locale);
              setAnchor(null);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
