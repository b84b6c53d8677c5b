import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { collectIcons } from '../src/features/sprite/lib/icon-imports';

const ID = 'virtual:used-icons';
const RESOLVED = `\0${ID}`;
/** Not part of the site: tests, test helpers, and the icon sheet itself. */
const SKIPPED = /\.test\.tsx?$|^src\/testing\/|^src\/features\/sprite\//;

/** Every source file of the site under web/src (path from the web root → text). */
function readSources(webRoot: string): Record<string, string> {
  const sources: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(webRoot, path).split(sep).join('/');
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !SKIPPED.test(rel)) sources[rel] = readFileSync(path, 'utf8');
    }
  };
  walk(join(webRoot, 'src'));
  return sources;
}

/**
 * `virtual:used-icons` for the developers' icon sheet (/sprite): the MUI icons the site's sources
 * import, each with its files, and a loader for each of those icons only. Made in Node when the sheet
 * asks for it (a production build never does: its route is development-only), so no glob over
 * @mui/icons-material's 43,000 files and no module per source file; a source edited in the dev
 * server remakes it.
 */
export function usedIcons(webRoot: string): Plugin {
  const src = join(webRoot, 'src');
  return {
    name: 'dating:used-icons',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const icons = collectIcons(readSources(webRoot));
      const loaders = icons.map(({ name }) => `  ${JSON.stringify(name)}: () => import('@mui/icons-material/${name}'),`);
      return `export const USED_ICONS = ${JSON.stringify(icons)};\nexport const ICON_LOADERS = {\n${loaders.join('\n')}\n};\n`;
    },
    handleHotUpdate({ file, server }) {
      const made = server.moduleGraph.getModuleById(RESOLVED);
      if (made && file.startsWith(src) && /\.tsx?$/.test(file)) server.moduleGraph.invalidateModule(made);
    },
  };
}
