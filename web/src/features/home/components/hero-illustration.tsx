import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { brand } from '@/shared/theme';

const float = keyframes`
  0%, 100% { transform: translateY(0) }
  50% { transform: translateY(-10px) }
`;

const pulse = keyframes`
  0%, 100% { transform: scale(1) }
  50% { transform: scale(1.08) }
`;

/** A portrait drawn in CSS/SVG: no photos on the public page, just warm shapes. */
function Portrait({ hue, hair, skin, variant }: { hue: string; hair: string; skin: string; variant: 'a' | 'b' }) {
  return (
    <svg viewBox="0 0 120 120" width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`bg-${variant}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={hue} stopOpacity=".35" />
          <stop offset="1" stopColor={hue} stopOpacity=".85" />
        </linearGradient>
      </defs>
      <rect width="120" height="120" fill={`url(#bg-${variant})`} />
      {variant === 'a' ? (
        <path d="M28 70c0-30 14-46 32-46s32 16 32 46v50H28z" fill={hair} />
      ) : (
        <path d="M34 52c0-18 11-28 26-28s26 10 26 28v6H34z" fill={hair} />
      )}
      <circle cx="60" cy="56" r="20" fill={skin} />
      <path d="M22 120c4-22 20-32 38-32s34 10 38 32z" fill="#fff" opacity=".92" />
      <path d="M52 60c2 3 14 3 16 0" stroke="#8a4b5c" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      <circle cx="53" cy="53" r="2" fill="#3b2a35" />
      <circle cx="67" cy="53" r="2" fill="#3b2a35" />
    </svg>
  );
}

/** The hero's illustration: two profile cards, a conversation, a heart and a flight path across a globe. */
export function HeroIllustration() {
  const { t } = useTranslation();
  const card = {
    position: 'absolute',
    width: { xs: 150, sm: 190 },
    bgcolor: '#fff',
    borderRadius: 5,
    p: 1.25,
    boxShadow: '0 24px 60px rgba(43,33,53,.18)',
  } as const;
  return (
    // On a phone (xs) the cards are as tall as on a desktop but the box is narrower: a fixed height and
    // positions in pixels keep the cards clear of each other's text and the bubble below them.
    <Box
      aria-hidden="true"
      sx={{ position: 'relative', width: '100%', maxWidth: 520, height: { xs: 410, sm: 'auto' }, aspectRatio: { sm: '1 / 0.92' }, mx: 'auto' }}
    >
      {/* globe and flight path */}
      <Box component="svg" viewBox="0 0 400 360" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}>
        <defs>
          <radialGradient id="globe" cx="40%" cy="35%" r="70%">
            <stop offset="0" stopColor="#fff" />
            <stop offset="1" stopColor={brand.blush} />
          </radialGradient>
          <linearGradient id="path" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor={brand.coral} />
            <stop offset="1" stopColor={brand.violet} />
          </linearGradient>
        </defs>
        <circle cx="200" cy="185" r="150" fill="url(#globe)" />
        <g fill="none" stroke={brand.rose} strokeOpacity=".14" strokeWidth="1.5">
          <ellipse cx="200" cy="185" rx="150" ry="55" />
          <ellipse cx="200" cy="185" rx="150" ry="110" />
          <ellipse cx="200" cy="185" rx="60" ry="150" />
          <ellipse cx="200" cy="185" rx="115" ry="150" />
          <line x1="50" y1="185" x2="350" y2="185" />
        </g>
        <path d="M70 250 C 130 90, 270 70, 335 150" fill="none" stroke="url(#path)" strokeWidth="3" strokeDasharray="2 9" strokeLinecap="round" />
        <circle cx="70" cy="250" r="7" fill={brand.coral} />
        <circle cx="335" cy="150" r="7" fill={brand.violet} />
      </Box>

      {/* profile cards */}
      <Box sx={{ ...card, left: '2%', top: { xs: 12, sm: '16%' }, transform: 'rotate(-6deg)', animation: `${float} 7s ease-in-out infinite` }}>
        <Box sx={{ borderRadius: 4, overflow: 'hidden', aspectRatio: '1' }}>
          <Portrait variant="a" hue={brand.rose} hair="#6b3a2e" skin="#f6d2bf" />
        </Box>
        <Box sx={{ px: 0.5, pt: 1 }}>
          <Box sx={{ fontWeight: 800, fontSize: 14 }}>{t('home.hero.cardA')}</Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 12, color: 'text.secondary' }}>
            <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: '#2f9e44' }} />
            {t('home.hero.online')}
          </Box>
        </Box>
      </Box>
      <Box sx={{ ...card, right: '2%', top: { xs: 64, sm: '34%' }, transform: 'rotate(5deg)', animation: `${float} 8s ease-in-out infinite 1.2s` }}>
        <Box sx={{ borderRadius: 4, overflow: 'hidden', aspectRatio: '1' }}>
          <Portrait variant="b" hue={brand.violet} hair="#2f2a33" skin="#e9b99a" />
        </Box>
        <Box sx={{ px: 0.5, pt: 1 }}>
          <Box sx={{ fontWeight: 800, fontSize: 14 }}>{t('home.hero.cardB')}</Box>
          <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{t('home.hero.verified')}</Box>
        </Box>
      </Box>

      {/* conversation */}
      <Box
        sx={{
          position: 'absolute',
          left: { xs: '4%', sm: '16%' },
          bottom: '1%',
          bgcolor: '#fff',
          borderRadius: '18px 18px 18px 4px',
          px: 2,
          py: 1.25,
          fontSize: 14,
          fontWeight: 600,
          boxShadow: '0 16px 40px rgba(43,33,53,.16)',
          maxWidth: 230,
          animation: `${float} 6s ease-in-out infinite .6s`,
        }}
      >
        {t('home.hero.bubble')}
      </Box>
      <Box
        sx={{
          position: 'absolute',
          left: '46%',
          top: { xs: 0, sm: '6%' },
          width: 58,
          height: 58,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          background: brand.gradient,
          boxShadow: '0 14px 30px rgba(214,51,108,.4)',
          animation: `${pulse} 2.8s ease-in-out infinite`,
        }}
      >
        <svg width="28" height="28" viewBox="0 0 24 24" fill="#fff">
          <path d="M12 21s-7.5-4.6-7.5-10.1C4.5 8.2 6.6 6 9.1 6c1.3 0 2.3.6 2.9 1.5.6-.9 1.6-1.5 2.9-1.5 2.5 0 4.6 2.2 4.6 4.9C19.5 16.4 12 21 12 21z" />
        </svg>
      </Box>
    </Box>
  );
}
