import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatChatTimer } from '../lib/chat-rules';
import type { BillingSession } from '../store/chat-store';

/**
 * The billing timer: time since the server started the session (its `startTime`), mm:ss or
 * hh:mm:ss; shown only while the server says billing runs, with the minutes and credits it charged.
 * `compact`: a smaller chip for the line under the companion's name on a phone.
 */
export function BillingTimer({ session, compact }: { session: BillingSession; compact?: boolean }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const started = session.startTime ? Date.parse(session.startTime) : now;
  return (
    <Box
      data-testid="billing-timer"
      role="timer"
      aria-label={t('chat.billingAria', { minutes: session.minutes, credits: session.totalCreditsCharged })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: compact ? 0.75 : { xs: 1, sm: 1.25 },
        py: compact ? 0.125 : 0.5,
        fontSize: compact ? 13 : undefined,
        borderRadius: 999,
        bgcolor: 'rgba(214,51,108,.08)',
        color: 'primary.main',
        fontWeight: 800,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', animation: 'chatPulse 1.4s ease-in-out infinite' }} />
      <TimerRoundedIcon sx={{ fontSize: 18, display: { xs: 'none', sm: 'inline-block' } }} />
      <span data-testid="billing-time">{formatChatTimer(now - started)}</span>
      <Box
        component="span"
        sx={{ color: 'text.secondary', fontWeight: 600, fontSize: 12, display: { xs: 'none', sm: 'inline' } }}
        data-testid="billing-minutes"
      >
        {t('chat.billedMinutes', { count: session.minutes })}
      </Box>
    </Box>
  );
}
