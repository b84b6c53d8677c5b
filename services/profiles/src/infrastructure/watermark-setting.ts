import { Inject, Injectable } from '@nestjs/common';
import type { ServiceDb } from '@dating/platform';
import { SITE_DEFAULTS } from '@dating/rules';
import { PROFILES_DB } from '../profiles.tokens.js';

/** How long a read watermark setting is used before it is read again. */
const REREAD_MS = 10_000;

/**
 * The watermark's opacity for new photos: the admins' `watermark` site setting (kept in
 * profiles.site_settings by its reaction), its default until one arrives. Read at most every ten
 * seconds: a change applies to uploads from then on.
 */
@Injectable()
export class WatermarkSetting {
  private cached: { alpha: number; until: number } | null = null;

  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async alpha(now = Date.now()): Promise<number> {
    if (this.cached && this.cached.until > now) return this.cached.alpha;
    const [row] = await this.db.query<{ value: { alpha?: unknown } }>(`SELECT value FROM profiles.site_settings WHERE key = 'watermark'`);
    const alpha = typeof row?.value?.alpha === 'number' && row.value.alpha >= 0 && row.value.alpha <= 1 ? row.value.alpha : SITE_DEFAULTS.watermark.alpha;
    this.cached = { alpha, until: now + REREAD_MS };
    return alpha;
  }

  /** Forgets the cached value (a test that changes the setting and uploads at once). */
  forget(): void {
    this.cached = null;
  }
}
