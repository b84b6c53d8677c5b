/**
 * Reading icon imports out of source text: pure, so both the Vite plugin that builds the icon sheet's
 * list (`web/vite/used-icons.ts`, in Node) and the tests use the same rule.
 */
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
