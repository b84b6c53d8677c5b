import Box from '@mui/material/Box';
import { initialsOf } from '@/shared/lib/initials';

const PALETTES = [
  'linear-gradient(150deg, #ffb37a 0%, #d6336c 100%)',
  'linear-gradient(150deg, #f06595 0%, #7048e8 100%)',
  'linear-gradient(150deg, #ff8a5b 0%, #a61e4d 100%)',
  'linear-gradient(150deg, #9775fa 0%, #d6336c 100%)',
];

/**
 * A member's photo (avatar_url) or, for a member without one, a soft gradient with the initial.
 * `decorative` where the name is written next to it (a search card): screen readers skip it then.
 */
export function ProfilePhoto({
  id,
  name,
  url,
  ratio = '4 / 5',
  fontSize = 56,
  decorative = false,
}: {
  id: number;
  name: string;
  decorative?: boolean;
  url: string | null;
  ratio?: string | Record<string, string>;
  fontSize?: number;
}) {
  if (url) {
    // The soft tint shows while a lazily loaded photo is still on its way (instead of a blank card).
    return (
      <Box
        component="img"
        src={url}
        alt={decorative ? '' : name}
        loading="lazy"
        sx={{ display: 'block', width: '100%', aspectRatio: ratio, objectFit: 'cover', background: 'linear-gradient(160deg, #fdebf1 0%, #efe6fb 100%)' }}
      />
    );
  }
  return (
    <Box
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      sx={{
        width: '100%',
        aspectRatio: ratio,
        display: 'grid',
        placeItems: 'center',
        background: PALETTES[id % PALETTES.length],
        color: 'rgba(255,255,255,.92)',
        fontFamily: '"Playfair Display", Georgia, serif',
        fontWeight: 700,
        fontSize,
        position: 'relative',
        overflow: 'hidden',
        '&::after': {
          content: '""',
          position: 'absolute',
          width: '70%',
          aspectRatio: '1',
          borderRadius: '50%',
          right: '-25%',
          top: '-20%',
          bgcolor: 'rgba(255,255,255,.12)',
        },
      }}
    >
      {initialsOf(name).slice(0, 1)}
    </Box>
  );
}
