import { isEmail, LIMITS } from '@dating/rules';

/**
 * The site configuration an admin edits (`site-settings`): one row per top-level key of
 * `site/settings/get-all`, each with a type that says what a valid value is. A value is checked
 * whole (an object setting needs every one of its keys and no other), so what members' browsers
 * read is always complete. A key without a rule here keeps the JSON kind of its current value.
 */
export type SiteSettingType = 'seconds' | 'count' | 'lifetimes' | 'watermark' | 'sounds' | 'email' | 'text' | 'json';

export interface SiteSettingRule {
  type: SiteSettingType;
  description: string;
}

export const SITE_SETTING_RULES: Record<string, SiteSettingRule> = {
  captcha_interval: { type: 'seconds', description: 'Seconds between the captcha checks of the registration form' },
  registration_tries_count: { type: 'count', description: 'Registration tries before the captcha is asked' },
  women_agreement_launch_interval: { type: 'seconds', description: "Seconds before the women's agreement opens again" },
  lifetimes: { type: 'lifetimes', description: 'How long alerts, visual notifications, notifications and chat invites stay on screen (ms)' },
  watermark: { type: 'watermark', description: 'The watermark on members’ photos: image path or URL, and its opacity (0–1)' },
  sounds: { type: 'sounds', description: 'Sound files of chat invites, toasts, system notifications and billing start' },
  support_email: { type: 'email', description: 'The support e-mail address shown to members' },
  company_address: { type: 'text', description: 'The company address shown in the footer and legal pages' },
};

const LIFETIME_KEYS = ['alert', 'visual_notification', 'notification', 'invite'] as const;
const SOUND_KEYS = ['chat_invite', 'toast', 'system_notification', 'billing_started'] as const;
const MAX_TEXT = 500;
// A site path ("/assets/x.mp3") or an absolute http(s) URL, no spaces, quotes or angle brackets.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const ASSET = /^(\/(?!\/)|https?:\/\/)[^\s"'<>\\\u0000-\u001f\u007f]{1,490}$/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type SiteSettingCheck = { ok: true; value: unknown } | { ok: false; message: string };

const refuse = (message: string): SiteSettingCheck => ({ ok: false, message });

/** The rule of a key (a key without one is typed `json`). */
export function siteSettingRule(key: string): SiteSettingRule {
  return Object.hasOwn(SITE_SETTING_RULES, key) ? SITE_SETTING_RULES[key]! : { type: 'json', description: '' };
}

/** Checks a new value for `key` (`current` is the stored one); answers the value to store. */
export function checkSiteSetting(key: string, value: unknown, current: unknown): SiteSettingCheck {
  const rule = siteSettingRule(key);
  switch (rule.type) {
    case 'seconds':
      return wholeNumber(key, value, 0, 86_400);
    case 'count':
      return wholeNumber(key, value, 1, 100);
    case 'lifetimes':
      return record(key, value, LIFETIME_KEYS, (k, v) => wholeNumber(`${key}.${k}`, v, 500, 3_600_000));
    case 'sounds':
      return record(key, value, SOUND_KEYS, (k, v) => asset(`${key}.${k}`, v));
    case 'watermark':
      return record(key, value, ['image', 'alpha'] as const, (k, v) =>
        k === 'image'
          ? asset(`${key}.image`, v)
          : typeof v === 'number' && v >= 0 && v <= 1
            ? { ok: true, value: v }
            : refuse(`${key}.alpha must be a number from 0 to 1`),
      );
    case 'email':
      return typeof value === 'string' && value.trim().length <= LIMITS.emailMax && isEmail(value.trim())
        ? { ok: true, value: value.trim() }
        : refuse(`${key} must be an e-mail address of at most ${LIMITS.emailMax} characters`);
    case 'text':
      return text(key, value);
    case 'json':
      if (jsonKind(value) !== jsonKind(current)) return refuse(`${key} must be ${jsonKind(current)}`);
      return storableJson(value) ? { ok: true, value } : refuse(`${key} contains a character that is not allowed`);
  }
}

function wholeNumber(name: string, value: unknown, min: number, max: number): SiteSettingCheck {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? { ok: true, value }
    : refuse(`${name} must be a whole number from ${min} to ${max}`);
}

function text(name: string, value: unknown): SiteSettingCheck {
  if (typeof value !== 'string' || !value.trim()) return refuse(`${name} must be text`);
  if (value.length > MAX_TEXT) return refuse(`${name} must be at most ${MAX_TEXT} characters`);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(value) || LONE_SURROGATE.test(value)) return refuse(`${name} contains a character that is not allowed`);
  return { ok: true, value: value.trim() };
}

function asset(name: string, value: unknown): SiteSettingCheck {
  return typeof value === 'string' && ASSET.test(value) && !LONE_SURROGATE.test(value)
    ? { ok: true, value }
    : refuse(`${name} must be a site path (/assets/...) or an http(s) URL`);
}

function record<K extends string>(name: string, value: unknown, keys: readonly K[], check: (key: K, v: unknown) => SiteSettingCheck): SiteSettingCheck {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return refuse(`${name} must be an object with ${keys.join(', ')}`);
  const given = Object.keys(value);
  const unknown = given.filter((k) => !(keys as readonly string[]).includes(k));
  if (unknown.length) return refuse(`${name} has unknown keys: ${unknown.join(', ')}`);
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (!Object.hasOwn(value, key)) return refuse(`${name}.${key} is required`);
    const checked = check(key, (value as Record<string, unknown>)[key]);
    if (!checked.ok) return checked;
    out[key] = checked.value;
  }
  return { ok: true, value: out };
}

/** jsonb refuses NUL and unpaired surrogates in strings and keys. */
function storableJson(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(storableJson);
  if (value && typeof value === 'object') return Object.entries(value).every(([k, v]) => storableJson(k) && storableJson(v));
  return true;
}

function jsonKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
