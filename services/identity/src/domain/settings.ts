import type { UserType } from '@dating/platform';
import { SETTING_KEYS, type SettingKey, type SettingValue, VISUAL_SETTINGS } from '@dating/rules';

/**
 * Member settings of spec section 3: three groups of flags, each 'on' or 'off', all 'on' by
 * default. For a woman the visual group is forced on (spec section 4). The flags and groups are
 * `@dating/rules`', which the member site's settings screen reads too.
 */
export { EMAIL_SETTINGS, SETTING_KEYS, SETTINGS_GROUPS, SOUND_SETTINGS, VISUAL_SETTINGS, type SettingKey, type SettingValue } from '@dating/rules';
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
