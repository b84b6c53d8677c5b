import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadIcon, type UsedIcon } from '../lib/used-icons';

const SIZE = 32;

/** Line-break chances where `split` cuts (before a capital of a name, after a slash of a path), so long ones wrap between words. */
const breakable = (text: string, split: RegExp) => text.split(split).flatMap((part, i) => (i ? [<wbr key={i} />, part] : [part]));

/** The icon component, once its module has loaded (each loads once, on the first tile that shows it). */
const loaded = new Map<string, SvgIconComponent | null>();

function LoadedIcon({ name }: { name: string }) {
  const [Icon, setIcon] = useState(() => loaded.get(name));
  useEffect(() => {
    if (Icon !== undefined) return;
    let live = true;
    void loadIcon(name).then((icon) => {
      loaded.set(name, icon ?? null);
      if (live) setIcon(icon ?? null);
    });
    return () => {
      live = false;
    };
  }, [name, Icon]);
  if (Icon) return <Icon sx={{ fontSize: SIZE, display: 'block' }} />;
  // Still loading, or (null) no such module in @mui/icons-material.
  return <Box sx={{ width: SIZE, height: SIZE, borderRadius: 1, border: Icon === null ? '1px dashed' : undefined }} />;
}

/** An icon at 32 px and its name (a click copies its import line), and the files that use it (listed on hover and when opened). */
export function IconTile({ icon, onCopy }: { icon: UsedIcon; onCopy: (icon: UsedIcon) => void }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-testid="sprite-icon"
      data-name={icon.name}
      sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3 }}
    >
      <ButtonBase
        onClick={() => onCopy(icon)}
        aria-label={t('sprite.copy', { name: icon.name })}
        title={icon.importLine}
        sx={{
          flex: 1,
          flexDirection: 'column',
          justifyContent: 'flex-start',
          gap: 1,
          px: 1.5,
          pt: 2,
          pb: 1,
          borderRadius: '12px 12px 0 0',
          color: 'text.primary',
          '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover', color: 'primary.main' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <LoadedIcon name={icon.name} />
        <Typography
          component="span"
          sx={{ fontSize: 13, fontWeight: 600, lineHeight: 1.3, textAlign: 'center', overflowWrap: 'anywhere' }}
          data-testid="sprite-icon-name"
        >
          {breakable(icon.name, /(?=[A-Z])/)}
        </Typography>
      </ButtonBase>
      <Box component="details" sx={{ px: 1.5, pb: 1.25, fontSize: 12.5, color: 'text.secondary', '&[open] summary': { mb: 0.75 } }}>
        <Box component="summary" title={icon.files.join('\n')} sx={{ cursor: 'pointer', textAlign: 'center', borderRadius: 1 }} data-testid="sprite-icon-usage">
          {t('sprite.usedIn', { count: icon.files.length })}
        </Box>
        <Box
          component="ul"
          data-testid="sprite-icon-files"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 0.5,
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: 11.5,
            overflowWrap: 'anywhere',
          }}
        >
          {icon.files.map((file) => (
            <li key={file}>{breakable(file, /(?<=\/)/)}</li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
