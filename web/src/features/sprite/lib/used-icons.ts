import type { SvgIconComponent } from '@mui/icons-material';
import { ICON_LOADERS, USED_ICONS } from 'virtual:used-icons';

/**
 * The MUI icons the member site imports, found in its sources rather than kept in a list (the Vite
 * plugin `web/vite/used-icons.ts` reads them when the sheet loads). Development builds only: the
 * /sprite route that loads this module is left out of production.
 */
export { USED_ICONS };
export type { UsedIcon } from './icon-imports';

/** Loads an icon component by its module name (undefined if the sources import no such icon). */
export async function loadIcon(name: string): Promise<SvgIconComponent | undefined> {
  return (await ICON_LOADERS[name]?.())?.default;
}
