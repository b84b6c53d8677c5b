import { useTranslation } from 'react-i18next';
import { useCreditText } from '../components/modal-parts';

/** The pack's own name without the credit count the card already shows ("Starter: 20 credits" → "Starter", "50 credits" → ""). */
export function packLabel(pack: { name: string; credits: number }): string {
  return pack.name
    .replace(new RegExp(`\\b${pack.credits}\\s*credits?\\b`, 'i'), '')
    .replace(/[\s:–—-]+$/, '')
    .trim();
}

/**
 * A pack as the member reads it in the interface language. The server names packs in English
 * ("Starter: 20 credits", "50 credits"): the count is written from `credits` with the language's
 * plural ("50 кредитов"), and a marketing name ("Starter") is translated when the locale knows it
 * (`credits.packNames`), else shown as the server wrote it.
 */
export function usePackName() {
  const { t } = useTranslation();
  const { credits } = useCreditText();
  /** The marketing name alone, '' for a pack that is only its count. */
  const name = (pack: { name: string; credits: number }) => {
    const label = packLabel(pack);
    const key = label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '');
    return key ? t(`credits.packNames.${key}`, { defaultValue: label }) : label;
  };
  /** The name with its count ("Стартовый: 20 кредитов"), or the count alone ("50 кредитов"). */
  const full = (pack: { name: string; credits: number }) => {
    const marketing = name(pack);
    return marketing ? t('credits.packWithName', { name: marketing, credits: credits(pack.credits) }) : credits(pack.credits);
  };
  return { name, full };
}
