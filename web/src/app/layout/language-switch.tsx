import TranslateRoundedIcon from '@mui/icons-material/TranslateRounded';
import Button from '@mui/material/Button';
import { LANGUAGES, type Language } from '@dating/rules';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const LanguageMenu = lazy(() => import('./language-menu'));

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский' };

/** The language switch: English or Russian; the choice persists and sets `<html lang>`. Its menu loads on first use. */
export function LanguageSwitch({ light = false, fullWidth = false }: { light?: boolean; fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en';
  return (
    <>
      <Button
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<TranslateRoundedIcon />}
        aria-label={`${t('language.choose')}: ${LANGUAGE_NAMES[current]}`}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        data-testid="language-switch"
        fullWidth={fullWidth}
        sx={{ color: light ? 'rgba(255,255,255,.85)' : 'text.primary', minWidth: 0, px: 1.5, justifyContent: fullWidth ? 'flex-start' : 'center' }}
      >
        {LANGUAGE_NAMES[current]}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} current={current} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
