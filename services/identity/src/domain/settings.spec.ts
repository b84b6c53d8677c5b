import { describe, expect, it } from 'vitest';
import {
  applySettingsChange,
  defaultSettings,
  effectiveSettings,
  EMAIL_SETTINGS,
  parseSettingsChange,
  SETTING_KEYS,
  SOUND_SETTINGS,
  VISUAL_SETTINGS,
} from './settings.js';

describe('member settings', () => {
  it('has every flag of the spec, all on by default', () => {
    expect(SETTING_KEYS).toHaveLength(4 + 9 + 5);
    expect(new Set(SETTING_KEYS).size).toBe(SETTING_KEYS.length);
    expect(Object.values(defaultSettings()).every((v) => v === 'on')).toBe(true);
    expect(VISUAL_SETTINGS).toContain('notification_winks');
    expect(SOUND_SETTINGS).toContain('sound_chat_message_active');
    expect(EMAIL_SETTINGS).toContain('email_wink_notification');
  });

  it('given a man, when he turns visual flags off, then they stay off', () => {
    const next = applySettingsChange(defaultSettings(), { notification_inbox: 'off', sound: 'off' }, 'man');
    expect(next.notification_inbox).toBe('off');
    expect(next.sound).toBe('off');
    expect(next.notification_guest).toBe('on');
  });

  it('given a woman, when she turns visual flags off, then they are forced on and the rest applies', () => {
    const change = Object.fromEntries([...VISUAL_SETTINGS, 'sound', 'email_inbox_notification'].map((k) => [k, 'off']));
    const next = applySettingsChange(defaultSettings(), change, 'woman');
    for (const key of VISUAL_SETTINGS) expect(next[key]).toBe('on');
    expect(next.sound).toBe('off');
    expect(next.email_inbox_notification).toBe('off');
  });

  it('reads stored flags over the defaults, ignoring junk, and forces a woman’s visual group on', () => {
    const stored = { sound: 'off', notification_inbox: 'off', legacy_flag: 'off', sound_chat: 'loud' };
    expect(effectiveSettings(stored, 'man')).toMatchObject({ sound: 'off', notification_inbox: 'off', sound_chat: 'on' });
    expect(effectiveSettings(stored, 'man')).not.toHaveProperty('legacy_flag');
    expect(effectiveSettings(stored, 'woman')).toMatchObject({ sound: 'off', notification_inbox: 'on' });
    expect(effectiveSettings(null, 'woman')).toEqual(defaultSettings());
  });

  it('parses a set-one body: known flags with on/off only, at least one', () => {
    expect(parseSettingsChange({ sound: 'off', access_token: 'x' })).toEqual({ ok: true, change: { sound: 'off' } });
    expect(parseSettingsChange({ sound: 'off', volume: 'on' })).toEqual({ ok: false, field: 'volume', message: 'Unknown setting: volume' });
    expect(parseSettingsChange({ sound: true })).toMatchObject({ ok: false, field: 'sound' });
    expect(parseSettingsChange({ sound: 'OFF' })).toMatchObject({ ok: false, field: 'sound' });
    expect(parseSettingsChange({})).toMatchObject({ ok: false, field: null });
    expect(parseSettingsChange({ access_token: 'x' })).toMatchObject({ ok: false });
    expect(parseSettingsChange(null)).toMatchObject({ ok: false });
    expect(parseSettingsChange(['sound'])).toMatchObject({ ok: false });
  });
});
