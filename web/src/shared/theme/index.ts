import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';

/**
 * The one design system of the member site and the back office (admin/ imports it as
 * `@dating/web/theme`): warm brand colours, a serif display face for headings and a humanist
 * sans for text, soft radii, pill buttons. Fonts are bundled from npm (@fontsource), never a CDN.
 */
export const brand = {
  name: 'Amoria',
  /** Text and controls in it keep a 4.5:1 contrast on cream, white and its own tints (WCAG AA). */
  rose: '#c2255c',
  roseDark: '#a61e4d',
  roseLight: '#f06595',
  coral: '#ff8a5b',
  apricot: '#ffb37a',
  violet: '#7048e8',
  plum: '#2b2135',
  plumSoft: '#5b4b66',
  cream: '#fff8f5',
  blush: '#ffe3ec',
  peach: '#ffe8d6',
  /** The signature gradient: logo, hero headline, primary highlights. */
  gradient: 'linear-gradient(120deg, #ff8a5b 0%, #d6336c 48%, #7048e8 100%)',
  gradientSoft: 'linear-gradient(135deg, #fff1eb 0%, #ffe3ec 50%, #efe9ff 100%)',
  gradientDark: 'linear-gradient(160deg, #2b2135 0%, #3d1f3a 55%, #2a1f4f 100%)',
  fontDisplay: '"Playfair Display", Georgia, "Times New Roman", serif',
  fontText: '"Manrope Variable", Manrope, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
} as const;

export function createAppTheme(localization?: Localization): Theme {
  const base = createTheme(
    {
      palette: {
        mode: 'light',
        primary: { main: brand.rose, dark: brand.roseDark, light: brand.roseLight, contrastText: '#fff' },
        secondary: { main: brand.violet, contrastText: '#fff' },
        warning: { main: '#c2410c' }, // 5.2:1 under white text (a chip, a badge)
        success: { main: '#237a36' },
        error: { main: '#c92a2a' },
        info: { main: '#1971c2' }, // 5:1 under white text
        background: { default: brand.cream, paper: '#ffffff' },
        text: { primary: brand.plum, secondary: brand.plumSoft },
        divider: alpha(brand.plum, 0.1),
      },
      // sx radii are multiples of this: 3 → 12 px, 4 → 16 px, 6 → 24 px.
      shape: { borderRadius: 4 },
      typography: {
        fontFamily: brand.fontText,
        h1: { fontFamily: brand.fontDisplay, fontWeight: 700, fontSize: 'clamp(2.3rem, 5.2vw, 4rem)', lineHeight: 1.08, letterSpacing: '-0.01em' },
        h2: { fontFamily: brand.fontDisplay, fontWeight: 700, fontSize: 'clamp(1.8rem, 3.6vw, 2.7rem)', lineHeight: 1.15 },
        h3: { fontFamily: brand.fontDisplay, fontWeight: 600, fontSize: 'clamp(1.45rem, 2.6vw, 1.9rem)', lineHeight: 1.2 },
        h4: { fontFamily: brand.fontDisplay, fontWeight: 600, fontSize: '1.5rem', lineHeight: 1.25 },
        h5: { fontWeight: 700, fontSize: '1.2rem' },
        h6: { fontWeight: 700, fontSize: '1.05rem' },
        subtitle1: { fontWeight: 600 },
        body1: { fontSize: '1rem', lineHeight: 1.65 },
        body2: { lineHeight: 1.6 },
        button: { textTransform: 'none', fontWeight: 700, letterSpacing: 0 },
        overline: { fontWeight: 800, letterSpacing: '0.14em' },
      },
      breakpoints: { values: { xs: 0, sm: 600, md: 769, lg: 1200, xl: 1536 } },
    },
    localization ?? {},
  );

  return createTheme(base, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { backgroundColor: brand.cream, WebkitFontSmoothing: 'antialiased' },
          '::selection': { background: alpha(brand.rose, 0.2) },
          a: { color: brand.rose },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 999, paddingInline: 22, minHeight: 44 },
          sizeLarge: { minHeight: 52, paddingInline: 30, fontSize: '1.05rem' },
          sizeSmall: { minHeight: 34, paddingInline: 14 },
          containedPrimary: {
            backgroundImage: `linear-gradient(120deg, ${brand.coral} -20%, ${brand.rose} 55%, ${brand.roseDark} 120%)`,
            boxShadow: `0 8px 22px ${alpha(brand.rose, 0.28)}`,
            '&:hover': { boxShadow: `0 10px 26px ${alpha(brand.rose, 0.36)}` },
            '&.Mui-disabled': { backgroundImage: 'none' },
          },
          outlined: { borderWidth: 1.5, '&:hover': { borderWidth: 1.5 } },
        },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: { borderRadius: 22, border: `1px solid ${alpha(brand.plum, 0.08)}`, boxShadow: `0 10px 30px ${alpha(brand.plum, 0.06)}` },
        },
      },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 18 } } },
      MuiDialog: {
        styleOverrides: { paper: { borderRadius: 24, boxShadow: `0 30px 80px ${alpha(brand.plum, 0.28)}` } },
      },
      MuiDialogTitle: { styleOverrides: { root: { fontFamily: brand.fontDisplay, fontWeight: 700, fontSize: '1.6rem', paddingBottom: 4 } } },
      MuiTextField: { defaultProps: { fullWidth: true, variant: 'outlined' } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            borderRadius: 14,
            backgroundColor: '#fff',
            '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 2 },
          },
        },
      },
      MuiChip: { styleOverrides: { root: { fontWeight: 700 } } },
      // A scrollable tab row's arrow at its end stays faintly visible (as MUI's own examples do), so
      // the gap before the first tab reads as "nothing further this way", not as a stray indent.
      MuiTabs: { styleOverrides: { scrollButtons: { '&.Mui-disabled': { opacity: 0.3 } } } },
      MuiToggleButton: { styleOverrides: { root: { borderRadius: 12 } } },
      MuiMenu: { styleOverrides: { paper: { borderRadius: 16 } } },
      MuiSkeleton: { styleOverrides: { rounded: { borderRadius: 16 } } },
      MuiAlert: { styleOverrides: { root: { borderRadius: 14, alignItems: 'center' } } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 700, color: brand.plumSoft, whiteSpace: 'nowrap' } } },
      MuiTooltip: { styleOverrides: { tooltip: { backgroundColor: brand.plum, fontSize: '0.8rem', borderRadius: 8 } } },
      MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { fontWeight: 600 } } },
      MuiSwitch: {
        styleOverrides: {
          switchBase: {
            '&.Mui-checked': { color: '#fff' },
            '&.Mui-checked + .MuiSwitch-track': { opacity: 1, backgroundColor: brand.rose },
            '&.Mui-checked.Mui-disabled + .MuiSwitch-track': { opacity: 0.45 },
          },
          thumb: { boxShadow: '0 2px 4px rgba(43,33,53,.25)' },
          track: { borderRadius: 999, backgroundColor: alpha(brand.plum, 0.3), opacity: 1 },
        },
      },
    },
  });
}
