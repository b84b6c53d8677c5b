import { Box, Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';

/** The otpauth URL as a QR code (SVG, drawn by `qrcode`, loaded only on the enrolment step). */
export const QrCode = ({ value, alt, size = 196 }: { value: string; alt: string; size?: number }) => {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#2b2135', light: '#ffffff' } }))
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setSrc(''));
    return () => {
      live = false;
    };
  }, [value]);
  if (src === null) return <Skeleton variant="rounded" width={size} height={size} sx={{ mx: 'auto' }} />;
  if (!src) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Box
        component="img"
        src={src}
        alt={alt}
        width={size}
        height={size}
        data-testid="totp-qr"
        sx={{ borderRadius: 2, bgcolor: '#fff', p: 1, border: '1px solid rgba(43,33,53,0.12)' }}
      />
    </Box>
  );
};
