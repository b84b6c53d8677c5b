import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { COOKIE_PREFERENCE_KEYS } from '@dating/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsent, type CookiePreferences } from '@/shared/lib/consent';
import { useUi } from '@/shared/store/ui-store';
import { AppModal } from '@/shared/ui/app-modal';

/** Cookie preferences: necessary (always on), functional, analytics, marketing; save or accept all. */
export function CookiePreferencesModal() {
  const { t } = useTranslation();
  const open = useUi((s) => !!s.modals.cookiePreferences);
  const close = useUi((s) => s.closeModal);
  const stored = useConsent((s) => s.preferences);
  const save = useConsent((s) => s.save);
  const acceptAll = useConsent((s) => s.acceptAll);
  const [draft, setDraft] = useState<CookiePreferences>(stored);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(stored);
  }

  return (
    <AppModal
      open={open}
      onClose={() => close('cookiePreferences')}
      title={t('cookies.preferencesTitle')}
      subtitle={t('cookies.preferencesLead')}
      maxWidth="sm"
      testId="cookie-preferences-modal"
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {COOKIE_PREFERENCE_KEYS.map((key) => (
          <Box key={key} sx={{ p: 2, borderRadius: 4, bgcolor: 'background.default', border: '1px solid rgba(43,33,53,.06)' }}>
            <FormControlLabel
              sx={{ m: 0, width: '100%', justifyContent: 'space-between' }}
              labelPlacement="start"
              label={<Typography sx={{ fontWeight: 800 }}>{t(`cookies.kinds.${key}.title`)}</Typography>}
              control={
                <Switch
                  checked={key === 'necessary' ? true : draft[key]}
                  disabled={key === 'necessary'}
                  onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.checked }))}
                  slotProps={{ input: { 'aria-describedby': `cookie-${key}-text` } }}
                />
              }
            />
            <Typography id={`cookie-${key}-text`} variant="body2" color="text.secondary" sx={{ mt: 0.5, pr: 6 }}>
              {t(`cookies.kinds.${key}.text`)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => {
            save(draft);
            close('cookiePreferences');
          }}
          data-testid="cookie-save"
        >
          {t('cookies.save')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            acceptAll();
            close('cookiePreferences');
          }}
        >
          {t('cookies.acceptAll')}
        </Button>
      </Box>
    </AppModal>
  );
}
