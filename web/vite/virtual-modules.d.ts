/** The module `web/vite/used-icons.ts` makes for the developers' icon sheet. */
declare module 'virtual:used-icons' {
  import type { SvgIconComponent } from '@mui/icons-material';
  import type { UsedIcon } from '@/features/sprite/lib/icon-imports';
  export const USED_ICONS: UsedIcon[];
  export const ICON_LOADERS: Record<string, () => Promise<{ default: SvgIconComponent }>>;
}
