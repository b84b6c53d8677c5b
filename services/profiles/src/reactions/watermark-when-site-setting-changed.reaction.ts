import { logger, on, type Reaction } from '@dating/platform';
import { SiteSettingChangedEvent } from '@dating/identity/contracts';

const log = logger('profiles.site-settings');

/** The settings profiles applies; others are identity's and the member site's business. */
const APPLIED = new Set(['watermark']);

/** An admin changed the watermark (identity's site settings): photos uploaded from now on carry the new one. */
export function watermarkWhenSiteSettingChanged(): Reaction {
  return on(SiteSettingChangedEvent, async (event, _envelope, manager) => {
    if (!APPLIED.has(event.key)) return;
    let value: unknown;
    try {
      value = JSON.parse(event.valueJson);
    } catch {
      return void log.warn({ key: event.key }, 'SiteSettingChanged with a value that is not JSON; skipped');
    }
    await manager.query(
      `INSERT INTO profiles.site_settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
      [event.key, JSON.stringify(value)],
    );
  });
}
