import type { UserType } from '@dating/platform';

/**
 * Member settings of spec section 3: three groups of flags, each 'on' or 'off', all 'on' by
 * default. For a woman the visual group is forced on (spec section 4).
 */
export const VISUAL_SETTINGS = ['notification_inbox', 'notification_guest', 'notification_winks', 'notification_favorite'] as const;

export const SOUND_SETTINGS = [
  'sound',
  'sound_new_winks',
  'sound_chat',
  'sound_chat_notification',
  'sound_chat_message_active',
  'sound_new_guest',
  'sound_new_inbox',
  'sound_new_favorite',
  'sound_system_notification',
] as const;

export const EMAIL_SETTINGS = [
  'email_system_notification',
  'email_favorite_notification',
  'email_inbox_notification',
  'email_guest_notification',
  'email_wink_notification',
] as const;

export const SETTING_KEYS = [...VISUAL_SETTINGS, ...SOUND_SETTINGS, ...EMAIL_SETTINGS] as const;
export const SETTINGS_GROUPS = { visual: VISUAL_SETTINGS, sound: SOUND_SETTINGS, email: EMAIL_SETTINGS } as const;

export type SettingKey = (typeof SETTING_KEYS)[number];
export type SettingValue = 'on' | 'off';
export type MemberSettings = Record<SettingKey, SettingValue>;
export type SettingsChange = Partial<MemberSettings>;

const KEYS = new Set<string>(SETTING_KEYS);

export function isSettingKey(key: string): key is SettingKey {
  return KEYS.has(key);
}

export function defaultSettings(): MemberSettings {
  return Object.fromEntries(SETTING_KEYS.map((k) => [k, 'on'])) as MemberSettings;
}

/** Forces what the member's type requires: a woman's visual notifications are always on. */
export function enforceSettings(settings: MemberSettings, userType: UserType): MemberSettings {
  if (userType !== 'woman') return settings;
  const out = { ...settings };
  for (const key of VISUAL_SETTINGS) out[key] = 'on';
  return out;
}

/** What a member sees: stored values over the defaults (unknown or bad stored values ignored), then forced. */
export function effectiveSettings(stored: Record<string, unknown> | null | undefined, userType: UserType): MemberSettings {
  const out = defaultSettings();
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (isSettingKey(key) && (value === 'on' || value === 'off')) out[key] = value;
  }
  return enforceSettings(out, userType);
}

export function applySettingsChange(current: MemberSettings, change: SettingsChange, userType: UserType): MemberSettings {
  return enforceSettings({ ...current, ...change }, userType);
}

export type ParsedSettingsChange = { ok: true; change: SettingsChange } | { ok: false; field: string | null; message: string };

/**
 * Reads a `user/settings/set-one` body: one or more known flags, each exactly 'on' or 'off'.
 * Unknown keys and other values are refused; `ignore` lists transport fields (the access token).
 */
export function parseSettingsChange(body: unknown, ignore: readonly string[] = ['access_token']): ParsedSettingsChange {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, field: null, message: 'Settings must be an object of flags' };
  const change: SettingsChange = {};
  for (const [key, value] of Object.entries(body)) {
    if (ignore.includes(key)) continue;
    if (!isSettingKey(key)) return { ok: false, field: key, message: `Unknown setting: ${key}` };
    if (value !== 'on' && value !== 'off') return { ok: false, field: key, message: `The ${key} field must be one of: on, off` };
    change[key] = value;
  }
  if (!Object.keys(change).length) return { ok: false, field: null, message: 'Choose at least one setting to change' };
  return { ok: true, change };
}
