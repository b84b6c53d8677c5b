import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
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

/**
 * react-admin's user menu, its button named after what it shows: the staff member's name, then
 * "Profile" (react-admin labels the button "Profile" while it shows the name).
 */
const StaffUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const label = identity?.fullName ? `${identity.fullName} (${translate('ra.auth.user_menu')})` : 'ra.auth.user_menu';
  return <UserMenu label={label} />;
};

/**
 * react-admin's refresh button, a spinner while data loads; the spinner named ("Loading") so a
 * screen reader says what it is (LoadingIndicator hands its other props to the CircularProgress).
 */
const NamedLoadingIndicator = () => {
  const translate = useTranslate();
  const named = { 'aria-label': translate('ra.page.loading') } as Parameters<typeof LoadingIndicator>[0];
  return <LoadingIndicator {...named} />;
};

/** The brand on the left, the page title, then the language switcher (kept in react-admin's store) and the user menu. */
export const AppBar = () => {
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  return (
    <RaAppBar
      userMenu={<StaffUserMenu />}
      toolbar={
        <>
          <LanguageMenu />
          <NamedLoadingIndicator />
        </>
      }
    >
      {wide && <Logo />}
      {/* The page's title is its level-one heading. react-admin wraps it in an inline-block, which
          the heading's ellipsis cannot reach: a long title on a phone was cut mid-letter. On a
          phone it takes two smaller lines before it is cut ("Отправленные подарки" did not fit). */}
      <TitlePortal
        component="h1"
        sx={{
          '& .RaConfigurable-root': {
            display: { xs: '-webkit-box', sm: 'block' },
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: { xs: 2, sm: 'none' },
            whiteSpace: { xs: 'normal', sm: 'nowrap' },
            fontSize: { xs: '1rem', sm: 'inherit' },
            lineHeight: { xs: 1.2, sm: 'inherit' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          },
        }}
      />
    </RaAppBar>
  );
};
