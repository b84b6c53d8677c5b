import { alpha, type Theme } from '@mui/material/styles';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { brand, createAppTheme } from '@dating/web/theme';

const site = createAppTheme();

// On a phone react-admin paints a list's filters and actions on white paper: a white block on the
// cream page above the cards. They sit on the page instead, as they do on a wide screen (under the
// same media query as react-admin's, which a plain rule would not outrank).
const onThePageOnPhones = ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { backgroundColor: 'transparent' } });

/**
 * The back office wears the member site's theme (@dating/web/theme: palette, type, radii, the
 * buttons and inputs), on react-admin's light theme for what only react-admin has (sidebar,
 * toolbars), with a denser table and form rhythm for working screens.
 */
export const adminTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: site.palette.primary,
    secondary: site.palette.secondary,
    error: site.palette.error,
    warning: site.palette.warning,
    info: site.palette.info,
    success: site.palette.success,
    background: { default: brand.cream, paper: '#ffffff' },
    text: { primary: brand.plum, secondary: brand.plumSoft },
    divider: site.palette.divider,
  },
  shape: site.shape,
  typography: {
    fontFamily: brand.fontText,
    h1: { fontFamily: brand.fontDisplay, fontWeight: 700 },
    h2: { fontFamily: brand.fontDisplay, fontWeight: 700 },
    h3: { fontFamily: brand.fontDisplay, fontWeight: 600 },
    h4: { fontFamily: brand.fontDisplay, fontWeight: 600, fontSize: '1.6rem' },
    h5: { fontWeight: 700, fontSize: '1.2rem' },
    h6: { fontWeight: 700, fontSize: '1.05rem' },
    button: site.typography.button,
  },
  breakpoints: { values: site.breakpoints.values },
  // Wide enough for the longest Russian menu label on one line ("Отправленные подарки"); a longer one wraps (RaMenu below).
  sidebar: { width: 272, closedWidth: 55 },
  components: {
    ...defaultLightTheme.components,
    ...site.components,
    MuiButton: {
      ...site.components?.MuiButton,
      styleOverrides: {
        ...site.components?.MuiButton?.styleOverrides,
        root: { borderRadius: 999, paddingInline: 18, minHeight: 40 },
        sizeSmall: { minHeight: 32, paddingInline: 12 },
      },
    },
    // react-admin's form rhythm (dense, small) in the site's outlined style.
    MuiTextField: { defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true } },
    MuiFormControl: { defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiAppBar: {
      styleOverrides: {
        root: { backgroundImage: brand.gradientDark, backgroundColor: brand.plum, color: '#fff', boxShadow: `0 4px 18px ${alpha(brand.plum, 0.25)}` },
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderRadius: 12,
          marginInline: 6,
          '&.RaMenuItemLink-active': { backgroundColor: alpha(brand.rose, 0.1), color: brand.roseDark, fontWeight: 700 },
          '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: brand.rose },
        },
      },
    },
    // An open menu's labels wrap onto a second line rather than end in "…" (folded to icons, they stay on one line).
    RaMenu: {
      styleOverrides: {
        root: {
          '&.RaMenu-open .RaMenuItemLink-root': { whiteSpace: 'normal' },
          '&.RaMenu-open .RaMenuItemLink-root .MuiTypography-noWrap': { whiteSpace: 'normal', overflowWrap: 'break-word', lineHeight: 1.25 },
        },
      },
    },
    RaToolbar: { styleOverrides: { root: { backgroundColor: alpha(brand.plum, 0.04), borderRadius: '0 0 16px 16px' } } },
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { paddingInline: 16, minWidth: 0 } } } },
    // Long headers (Russian) wrap instead of widening the table; a table wider than the screen scrolls in its card.
    MuiTableCell: {
      styleOverrides: {
        root: { '&.MuiTableCell-paddingCheckbox': { padding: '0 8px' } },
        head: { fontWeight: 700, color: brand.plumSoft, whiteSpace: 'normal', lineHeight: 1.25 },
      },
    },
    // MUI puts a checkbox's aria-label on its wrapping span, where it names nothing (react-admin's
    // row checkboxes pass one): move it to the input itself.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
        },
      },
    },
    // The page title in the app bar is the h1; react-admin's own h4s (an empty list's "No ... yet")
    // come right under it, so they are h2 elements. Ours name their element explicitly.
    MuiTypography: { defaultProps: { variantMapping: { h4: 'h2' } } },
    // The selection bar of a list: a paler rose than react-admin's, so the green "Accept" and the
    // red "Reject" on it stay above 4.5:1. It opens above the table's header, pushing the rows down,
    // instead of sliding up over the list's top toolbar as react-admin draws it: the table's box
    // scrolls sideways (RaList below), and a box that scrolls clips what is drawn above it, which
    // left the bar, and its Accept, out of sight on a list without tabs.
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: { '& .RaBulkActionsToolbar-toolbar': { backgroundColor: '#fdf1f5', color: brand.plum, position: 'relative', transform: 'none' } },
      },
    },
    // An empty list's words in the secondary text colour (react-admin's disabled grey is 2.7:1 on the cream), the big icon stays faint.
    RaEmpty: {
      styleOverrides: { root: { '& .RaEmpty-message': { color: brand.plumSoft }, '& .RaEmpty-icon': { color: alpha(brand.plum, 0.22) } } },
    },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } } },
    RaListToolbar: { styleOverrides: { root: onThePageOnPhones } },
    RaTopToolbar: { styleOverrides: { root: onThePageOnPhones } },
  },
} as RaThemeOptions;
