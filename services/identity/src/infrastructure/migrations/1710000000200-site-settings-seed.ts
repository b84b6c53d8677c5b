import { LIFETIMES, SITE_DEFAULTS } from '@dating/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The site configuration answered by `site/settings/get-all` (spec sections 3 and 9), one row per
 * top-level key so admins can change each later. Values are copied from the platform constants
 * at the time this migration ran; later edits live in the table.
 */
export const INITIAL_SITE_SETTINGS: Record<string, unknown> = {
  captcha_interval: SITE_DEFAULTS.captchaInterval,
  registration_tries_count: SITE_DEFAULTS.registrationTriesCount,
  women_agreement_launch_interval: SITE_DEFAULTS.womenAgreementInterval,
  lifetimes: {
    alert: LIFETIMES.alertMs,
    visual_notification: LIFETIMES.visualNotificationMs,
    notification: LIFETIMES.notificationMs,
    invite: LIFETIMES.inviteMs,
  },
  watermark: { ...SITE_DEFAULTS.watermark },
  sounds: {
    chat_invite: '/assets/sounds/chat-invite.mp3',
    toast: '/assets/sounds/toast.mp3',
    system_notification: '/assets/sounds/system-notification.mp3',
    billing_started: '/assets/sounds/billing-started.mp3',
  },
  support_email: 'support@dating.local',
  company_address: 'Dating Platform Ltd., 1 Example Street, London EC1A 1AA, United Kingdom',
};

export class SiteSettingsSeed1710000000200 implements MigrationInterface {
  name = 'SiteSettingsSeed1710000000200';

  async up(q: QueryRunner): Promise<void> {
    for (const [key, value] of Object.entries(INITIAL_SITE_SETTINGS)) {
      await q.query(`INSERT INTO identity.site_settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING`, [key, JSON.stringify(value)]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM identity.site_settings WHERE key = ANY($1::text[]) AND updated_by IS NULL`, [Object.keys(INITIAL_SITE_SETTINGS)]);
  }
}
