import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The MUI icons the member site imports, found in its sources rather than kept in a list: Vite
 * reads every source file under web/src as text (this feature's own files and tests excepted) and
 * the `import XIcon from '@mui/icons-material/X'` lines name the icons and the files that use them.
 * A file added, changed or removed changes the sheet with it (the glob is re-read on the fly).
 * Development builds only: the /sprite route that loads this module is left out of production.
 */
const SOURCES = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./testing/**', '!./features/sprite/**'], {
  base: '../../../',
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Every icon module of @mui/icons-material by file name (`./MenuRounded.mjs`), lazily: a map of
 * loaders, nothing fetched until asked for, so only the icons the sources name load. The path climbs
 * to the workspace's node_modules (web/ has none of its own), which Vite globs only when exhaustive.
 */
const ICON_MODULES = import.meta.glob<SvgIconComponent>(['./*.mjs', '!./index.mjs'], {
  base: '../../../../../node_modules/@mui/icons-material/',
  import: 'default',
  exhaustive: true,
});

export interface UsedIcon {
  /** The icon's module name, e.g. `MenuRounded`. */
  name: string;
  /** The line that imports it, in the form every source uses (`import XIcon from …`). */
  importLine: string;
  /** The files that import it (`src/…`), sorted. */
  files: string[];
}

const ICON_IMPORT = /^\s*import\s+(?!type\b)\w+\s+from\s+['"]@mui\/icons-material\/(\w+)['"]/gm;

/** The icon names a source file imports. */
export function iconImports(source: string): string[] {
  return [...new Set([...source.matchAll(ICON_IMPORT)].map((m) => m[1]!))];
}

export const iconImportLine = (name: string) => `import ${name}Icon from '@mui/icons-material/${name}';`;

/** The icons imported by the given sources (path → text), by name, each with the files that import it. */
export function collectIcons(sources: Record<string, string>): UsedIcon[] {
  const byName = new Map<string, Set<string>>();
  for (const [path, text] of Object.entries(sources)) {
    for (const name of iconImports(text)) {
      const files = byName.get(name) ?? new Set<string>();
      files.add(path);
      byName.set(name, files);
    }
  }
  return [...byName]
    .map(([name, files]) => ({ name, importLine: iconImportLine(name), files: [...files].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The member site's icons, read from its sources (paths shown from the web root: `src/…`). */
export const USED_ICONS: UsedIcon[] = collectIcons(Object.fromEntries(Object.entries(SOURCES).map(([path, text]) => [path.replace(/^\.\//, 'src/'), text])));

/** Loads an icon component by its module name (undefined if @mui/icons-material has none such). */
export async function loadIcon(name: string): Promise<SvgIconComponent | undefined> {
  return ICON_MODULES[`./${name}.mjs`]?.();
}
