import Box from '@mui/material/Box';
import { brand } from '../theme';

/** The brand mark (a heart in the signature gradient) and the wordmark. */
export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={brand.coral} />
          <stop offset=".55" stopColor={brand.rose} />
          <stop offset="1" stopColor={brand.violet} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill="url(#logo-g)" />
      <path
        d="M32 49s-15-9.2-15-20.1C17 23.4 21.1 19 26.2 19c2.6 0 4.5 1.2 5.8 3 1.3-1.8 3.2-3 5.8-3C42.9 19 47 23.4 47 28.9 47 39.8 32 49 32 49z"
        fill="#fff"
      />
      <circle cx="40.5" cy="25.5" r="3" fill="#fff" opacity=".55" />
    </svg>
  );
}

/** The mark and the name; `nameFrom`: the name shows only on screens at least this wide (px), where a narrow header needs its room. */
export function Logo({ light = false, size = 34, nameFrom }: { light?: boolean; size?: number; nameFrom?: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.1 }}>
      <LogoMark size={size} />
      <Box
        component="span"
        sx={{
          fontFamily: brand.fontDisplay,
          fontWeight: 700,
          fontSize: size * 0.74,
          letterSpacing: '0.01em',
          color: light ? '#fff' : brand.plum,
          lineHeight: 1,
          ...(nameFrom && { [`@media (max-width: ${nameFrom - 0.05}px)`]: { display: 'none' } }),
        }}
      >
        {brand.name}
      </Box>
    </Box>
  );
}
