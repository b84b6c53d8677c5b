import { UI } from '@dating/rules';
import useMediaQuery from '@mui/material/useMediaQuery';

/** The mobile layout applies at a width of 768 px or less (spec section 2). */
export const MOBILE_QUERY = `(max-width:${UI.mobileMaxWidth}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, { noSsr: true });
}
