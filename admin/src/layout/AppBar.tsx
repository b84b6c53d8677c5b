import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { brand } from '@dating/web/theme';

const Logo = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mr: 2, whiteSpace: 'nowrap' }}>
      <Typography component="span" sx={{ fontFamily: brand.fontDisplay, fontWeight: 700, fontSize: '1.35rem', color: '#fff' }}>
        {brand.name}
      </Typography>
      <Typography
        component="span"
        sx={{ fontSize: '0.8rem', fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: brand.blush, opacity: 0.8 }}
      >
        {translate('admin.brand')}
      </Typography>
    </Box>
  );
};

/** The brand on the left, the page title, then the language switcher (kept in react-admin's store) and the user menu. */
export const AppBar = () => {
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  return (
    <RaAppBar
      toolbar={
        <>
          <LanguageMenu />
          <LoadingIndicator />
        </>
      }
    >
      {wide && <Logo />}
      <TitlePortal />
    </RaAppBar>
  );
};
