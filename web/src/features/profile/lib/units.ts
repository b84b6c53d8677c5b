import { cmToFeetInches, kgToLbs } from '@dating/rules';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '@/shared/lib/storage';

/**
 * The member's measurement units (spec section 3: height in cm or feet/inches, weight in kg or
 * lbs). A choice of this browser, kept in local storage: metric by default, imperial once chosen.
 */
export type UnitSystem = 'metric' | 'imperial';
const KEY = 'units';
const listeners = new Set<() => void>();

export function readUnits(): UnitSystem {
  return storage.get(KEY) === 'imperial' ? 'imperial' : 'metric';
}

export function setUnits(units: UnitSystem): void {
  storage.set(KEY, units);
  listeners.forEach((l) => l());
}

export function useUnits(): [UnitSystem, (units: UnitSystem) => void] {
  const units = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    readUnits,
    () => 'metric' as const,
  );
  return [units, setUnits];
}

/** The unit words after a number, in the interface language. */
export interface UnitWords {
  cm: string;
  kg: string;
  lbs: string;
}

const ENGLISH_UNITS: UnitWords = { cm: 'cm', kg: 'kg', lbs: 'lbs' };

/** The unit words of the interface language (`см`, `кг` in Russian). */
export function useUnitWords(): UnitWords {
  const { t } = useTranslation();
  return { cm: t('units.cm'), kg: t('units.kg'), lbs: t('units.lbsShort') };
}

/** A height for display: `170 cm` (`170 см`) or `5′ 7″`. */
export function showHeight(cm: number | null | undefined, units: UnitSystem, words: UnitWords = ENGLISH_UNITS): string {
  if (cm === null || cm === undefined) return '';
  if (units === 'metric') return `${cm} ${words.cm}`;
  const { feet, inches } = cmToFeetInches(cm);
  return `${feet}′ ${inches}″`;
}

/** A weight for display: `55 kg` (`55 кг`) or `121 lbs`. */
export function showWeight(kg: number | null | undefined, units: UnitSystem, words: UnitWords = ENGLISH_UNITS): string {
  if (kg === null || kg === undefined) return '';
  return units === 'metric' ? `${kg} ${words.kg}` : `${kgToLbs(kg)} ${words.lbs}`;
}
