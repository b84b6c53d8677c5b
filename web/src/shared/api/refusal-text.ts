import { PRODUCT_MESSAGES } from '@dating/rules';
import type { TFunction } from 'i18next';
import { isSiteError } from './site-client';

/**
 * English text the server (or a check of @dating/rules) says, in the interface language when it is
 * one of `catalogue`'s messages (translated under `prefix` + its name); any other text as it is.
 */
export function inInterfaceLanguage(t: TFunction, text: string, catalogue: Record<string, unknown> = PRODUCT_MESSAGES, prefix = 'messages'): string {
  const id = Object.entries(catalogue).find(([, message]) => message === text)?.[0];
  return id ? t(`${prefix}.${id}`, { defaultValue: text }) : text;
}

/**
 * A refusal's words for a modal: the server's `desc` in the interface language (see
 * `inInterfaceLanguage`), or `fallbackKey` when the server said nothing (a transport failure).
 */
export function refusalText(err: unknown, t: TFunction, fallbackKey: string, catalogue?: Record<string, unknown>, prefix?: string): string {
  if (!isSiteError(err) || err.kind !== 'site' || !err.desc) return t(fallbackKey);
  return inInterfaceLanguage(t, err.desc, catalogue, prefix);
}
