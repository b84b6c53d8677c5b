import { type RaRecord, useTranslate } from 'react-admin';

/**
 * What a setting does, in the back office's language: `resources.site-settings.descriptions.<key>`,
 * else the server's own (English) description, for a key added on the server but not here yet.
 */
export function useSettingDescription(): (setting: RaRecord | undefined) => string {
  const translate = useTranslate();
  return (setting) => {
    const server = typeof setting?.description === 'string' ? setting.description : '';
    if (!setting) return '';
    return translate(`resources.site-settings.descriptions.${setting.id}`, { _: server });
  };
}
