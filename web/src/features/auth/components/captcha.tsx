import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { config, DEV_CAPTCHA_TOKEN } from '@/shared/config';

export interface CaptchaProps {
  /** A token when solved, null when not (yet) or no longer solved. */
  onChange: (token: string | null) => void;
  /** An error to show under the widget (required, verify error). */
  error?: string | null;
  /** Changing it resets the widget (after the configured number of tries). */
  resetKey: number;
  /** Seconds a solved captcha stays valid (site settings' captcha interval). */
  intervalSeconds: number;
  /**
   * Raising it takes the focus to the captcha (the development check; Google's widget lives in its frame) and
   * scrolls it, with the message shown under it, into view: a form whose body scrolls may have it out of sight.
   */
  focusRequest?: number;
}

/**
 * Answers a focus request once the message it comes with is drawn: `control` takes the focus, `box` comes into view.
 * Only a request raised while the captcha shows (not the one it mounts with: the modal opened again).
 */
function useFocusRequest(request: number | undefined, control: RefObject<HTMLElement | null>, box: RefObject<HTMLElement | null>) {
  const answered = useRef(request);
  useEffect(() => {
    if (!request || request === answered.current) return;
    answered.current = request;
    control.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [request, control, box]);
}

type Status = 'idle' | 'verifying' | 'solved' | 'expired' | 'failed';

/**
 * The sign-up captcha. With a reCAPTCHA site key (production) it hosts Google's widget; without
 * one it shows the development check, whose token (`dev-ok`) the server's development captcha
 * provider accepts. Either way a solved captcha expires after the configured interval with the
 * spec's message, and a failed load says "Failed to load reCAPTCHA".
 */
export function Captcha(props: CaptchaProps) {
  return config.recaptchaSiteKey ? <ReCaptcha {...props} siteKey={config.recaptchaSiteKey} /> : <DevCaptcha {...props} />;
}

/** A solved captcha expires after the configured interval. */
function useExpiry(status: Status, intervalSeconds: number, expire: () => void) {
  const onExpire = useEffectEvent(expire);
  useEffect(() => {
    if (status !== 'solved') return;
    const timer = setTimeout(() => onExpire(), intervalSeconds * 1000);
    return () => clearTimeout(timer);
  }, [status, intervalSeconds]);
}

function DevCaptcha({ onChange, error, resetKey, intervalSeconds, focusRequest }: CaptchaProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  const labelId = useId();
  const messageId = useId();
  const control = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useFocusRequest(focusRequest, control, box);
  const [lastReset, setLastReset] = useState(resetKey);
  if (resetKey !== lastReset) {
    setLastReset(resetKey);
    setStatus('idle');
  }
  const report = useEffectEvent((token: string | null) => onChange(token));
  useEffect(() => {
    if (status !== 'solved') report(null);
  }, [status, resetKey]);

  useExpiry(status, intervalSeconds, () => setStatus('expired'));

  const verify = () => {
    if (status === 'verifying' || status === 'solved') return;
    setStatus('verifying');
    setTimeout(() => {
      setStatus('solved');
      onChange(DEV_CAPTCHA_TOKEN);
    }, 450);
  };

  const message = error ?? (status === 'expired' ? t('messages.captchaExpired') : null);
  return (
    <Box ref={box}>
      <ButtonBase
        ref={control}
        role="checkbox"
        aria-checked={status === 'solved'}
        aria-labelledby={labelId}
        aria-invalid={!!message}
        aria-describedby={message ? messageId : undefined}
        onClick={verify}
        data-testid="captcha"
        sx={{
          width: '100%',
          justifyContent: 'flex-start',
          gap: 1.5,
          p: 1.5,
          borderRadius: 3,
          border: '1px solid',
          borderColor: message ? 'error.main' : 'rgba(43,33,53,.16)',
          bgcolor: '#fafafa',
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Box
          sx={{
            width: 26,
            height: 26,
            borderRadius: 1,
            border: '2px solid',
            borderColor: status === 'solved' ? 'success.main' : 'rgba(43,33,53,.3)',
            bgcolor: '#fff',
            display: 'grid',
            placeItems: 'center',
            color: 'success.main',
          }}
        >
          {status === 'verifying' ? <CircularProgress size={16} /> : status === 'solved' ? <CheckRoundedIcon fontSize="small" /> : null}
        </Box>
        <Typography sx={{ fontWeight: 600 }} id={labelId}>
          {t('captcha.notRobot')}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto', textAlign: 'right', lineHeight: 1.2 }}>
          {t('captcha.devNote')}
        </Typography>
      </ButtonBase>
      {message && (
        <FormHelperText id={messageId} error role="alert">
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}

interface GreCaptcha {
  render(el: HTMLElement, options: Record<string, unknown>): number;
  reset(id?: number): void;
}

let scriptPromise: Promise<GreCaptcha> | null = null;

function loadRecaptcha(lang: string): Promise<GreCaptcha> {
  scriptPromise ??= new Promise<GreCaptcha>((resolve, reject) => {
    const w = window as unknown as { grecaptcha?: GreCaptcha; onRecaptchaLoaded?: () => void };
    w.onRecaptchaLoaded = () => (w.grecaptcha ? resolve(w.grecaptcha) : reject(new Error('no grecaptcha')));
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=onRecaptchaLoaded&render=explicit&hl=${encodeURIComponent(lang)}`;
    script.async = true;
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

function ReCaptcha({ onChange, error, resetKey, intervalSeconds, siteKey, focusRequest }: CaptchaProps & { siteKey: string }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  useFocusRequest(focusRequest, box, area);
  const widget = useRef<{ api: GreCaptcha; id: number } | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const report = useEffectEvent((token: string | null) => onChange(token));

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha(i18n.language)
      .then((api) => {
        if (cancelled || !box.current || widget.current) return;
        const id = api.render(box.current, {
          sitekey: siteKey,
          callback: (token: string) => {
            setStatus('solved');
            report(token);
          },
          'expired-callback': () => {
            setStatus('expired');
            report(null);
          },
          'error-callback': () => {
            setStatus('failed');
            report(null);
          },
        });
        widget.current = { api, id };
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [siteKey, i18n.language]);

  const [lastReset, setLastReset] = useState(resetKey);
  if (resetKey !== lastReset) {
    setLastReset(resetKey);
    setStatus('idle');
  }
  useEffect(() => {
    if (!widget.current) return;
    widget.current.api.reset(widget.current.id);
    report(null);
  }, [resetKey]);

  useExpiry(status, intervalSeconds, () => {
    widget.current?.api.reset(widget.current.id);
    setStatus('expired');
    onChange(null);
  });

  const message = error ?? (status === 'expired' ? t('messages.captchaExpired') : status === 'failed' ? t('messages.captchaLoadFailed') : null);
  return (
    <Box ref={area}>
      <div ref={box} data-testid="captcha" />
      {message && (
        <FormHelperText error role="alert">
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
