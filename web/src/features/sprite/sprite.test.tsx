import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureAccountStrings } from '@/shared/i18n';
import { useUi } from '@/shared/store/ui-store';
import { renderWithApp } from '@/testing/render';
import { collectIcons, iconImports } from './lib/icon-imports';
import { USED_ICONS } from './lib/used-icons';
import SpritePage from './routes/sprite-page';

const WEB = resolve(import.meta.dirname, '../../..');

/** The icons imported under web/src, read from the disk here (tests, test helpers and this feature aside), by name → files. */
function iconsOnDisk(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(WEB, path).split('\\').join('/');
      if (entry.isDirectory()) {
        if (rel !== 'src/testing' && rel !== 'src/features/sprite') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const line of readFileSync(path, 'utf8').split('\n')) {
          const name = /^import \w+ from '@mui\/icons-material\/(\w+)';/.exec(line)?.[1];
          if (name) (found[name] ??= []).push(rel);
        }
      }
    }
  };
  walk(join(WEB, 'src'));
  return Object.fromEntries(Object.entries(found).map(([name, files]) => [name, [...new Set(files)].sort()]));
}

const toasts = () => useUi.getState().toasts.map((t) => `${t.type}: ${t.message}`);
const tiles = () => screen.getAllByTestId('sprite-icon');
const tileNames = () => tiles().map((tile) => tile.dataset.name);
const tile = (name: string) => tiles().find((t) => t.dataset.name === name)!;

beforeEach(async () => {
  await ensureAccountStrings();
  useUi.setState({ toasts: [] });
});

describe('the icons the sources import', () => {
  it('reads icon imports, not type imports, other packages or the same icon twice', () => {
    const source = [
      "import MenuRoundedIcon from '@mui/icons-material/MenuRounded';",
      "import type { SvgIconComponent } from '@mui/icons-material';",
      "import Box from '@mui/material/Box';",
      '  import Close from "@mui/icons-material/CloseRounded";',
      "import MenuRoundedIcon from '@mui/icons-material/MenuRounded';",
      "// see import X from '@mui/icons-material/NotAnImport' in a comment",
    ].join('\n');
    expect(iconImports(source)).toEqual(['MenuRounded', 'CloseRounded']);
    expect(
      collectIcons({ 'src/b.tsx': source, 'src/a.ts': "import MenuRoundedIcon from '@mui/icons-material/MenuRounded';", 'src/c.ts': 'export {};' }),
    ).toEqual([
      { name: 'CloseRounded', importLine: "import CloseRoundedIcon from '@mui/icons-material/CloseRounded';", files: ['src/b.tsx'] },
      { name: 'MenuRounded', importLine: "import MenuRoundedIcon from '@mui/icons-material/MenuRounded';", files: ['src/a.ts', 'src/b.tsx'] },
    ]);
  });

  it('are every icon imported under web/src, each with the files that import it, as the disk has them now', () => {
    const onDisk = iconsOnDisk();
    expect(Object.keys(onDisk).length).toBeGreaterThan(100);
    expect(Object.fromEntries(USED_ICONS.map((icon) => [icon.name, icon.files]))).toEqual(onDisk);
    expect(USED_ICONS.find((i) => i.name === 'MenuRounded')?.files).toContain('src/app/layout/header.tsx');
    expect(USED_ICONS.find((i) => i.name === 'FavoriteRounded')?.files).toContain('src/app/layout/menu-icons.ts');
  });
});

describe('/sprite', () => {
  it('shows the logos, then every used icon drawn at 32 px with its name and the files that use it', async () => {
    renderWithApp(<SpritePage />, { route: '/sprite' });
    expect(screen.getByRole('heading', { level: 1, name: 'Icon sheet' })).toBeInTheDocument();
    const logos = screen.getByTestId('sprite-logos');
    expect(within(logos).getAllByText('Amoria')).toHaveLength(2); // <Logo /> and <Logo light />
    expect(logos.querySelectorAll('svg')).toHaveLength(6); // two logos' marks and four LogoMarks

    expect(tileNames()).toEqual(USED_ICONS.map((i) => i.name));
    expect(screen.getByTestId('sprite-count')).toHaveTextContent(`${USED_ICONS.length} of ${USED_ICONS.length} icons`);

    const menu = tile('MenuRounded');
    // The icon component itself, loaded by name (MUI names its svg `<name>Icon`), at 32 px.
    const svg = await within(menu).findByTestId('MenuRoundedIcon');
    expect(getComputedStyle(svg).fontSize).toBe('32px');
    expect(within(menu).getByTestId('sprite-icon-name')).toHaveTextContent('MenuRounded');
    const files = USED_ICONS.find((i) => i.name === 'MenuRounded')!.files;
    expect(within(menu).getByTestId('sprite-icon-usage')).toHaveTextContent(`Used in ${files.length} file${files.length === 1 ? '' : 's'}`);
    expect(within(menu).getByTestId('sprite-icon-usage')).toHaveAttribute('title', files.join('\n'));
    const listed = within(within(menu).getByTestId('sprite-icon-files'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(listed).toEqual(files);
    expect(listed).toContain('src/app/layout/header.tsx');

    const favorite = tile('FavoriteRounded');
    expect(await within(favorite).findByTestId('FavoriteRoundedIcon')).toBeInTheDocument();
    expect(within(within(favorite).getByTestId('sprite-icon-files')).getByText('src/app/layout/menu-icons.ts')).toBeInTheDocument();
  });

  it('filters by name, ignoring case, says when nothing matches, and clears', async () => {
    const user = userEvent.setup();
    renderWithApp(<SpritePage />, { route: '/sprite' });
    const favorites = USED_ICONS.filter((i) => /favorite/i.test(i.name)).map((i) => i.name);
    expect(favorites).toContain('FavoriteRounded');

    await user.type(screen.getByTestId('sprite-filter'), 'fAvOrItE');
    expect(tileNames()).toEqual(favorites);
    expect(tileNames()).not.toContain('MenuRounded');
    expect(screen.getByTestId('sprite-count')).toHaveTextContent(`${favorites.length} of ${USED_ICONS.length} icons`);

    await user.clear(screen.getByTestId('sprite-filter'));
    await user.type(screen.getByTestId('sprite-filter'), 'NoSuchIcon');
    expect(screen.queryAllByTestId('sprite-icon')).toEqual([]);
    expect(screen.getByText('No icon matches “NoSuchIcon”')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(screen.getByTestId('sprite-filter')).toHaveValue('');
    expect(screen.getByTestId('sprite-filter')).toHaveFocus();
    expect(tiles()).toHaveLength(USED_ICONS.length);
  });

  it('a click on an icon copies its import line and says so', async () => {
    const user = userEvent.setup();
    renderWithApp(<SpritePage />, { route: '/sprite' });
    await user.click(screen.getByRole('button', { name: 'Copy the import of MenuRounded' }));
    const line = "import MenuRoundedIcon from '@mui/icons-material/MenuRounded';";
    expect(await navigator.clipboard.readText()).toBe(line);
    await waitFor(() => expect(toasts()).toEqual([`success: Copied: ${line}`]));
  });
});
