import type { MigrationInterface, QueryRunner } from 'typeorm';
import { INITIAL_SITE_SETTINGS } from './1710000000200-site-settings-seed.js';

/** What the first seed named. */
const SHIPPED_BEFORE = INITIAL_SITE_SETTINGS.sounds;

/** The sounds the member site ships (web/public/assets/sounds, made by web/scripts/make-sounds.mjs). */
export const SHIPPED_SOUNDS = {
  chat_invite: '/assets/sounds/chat-invite.wav',
  toast: '/assets/sounds/toast.wav',
  system_notification: '/assets/sounds/system-notification.wav',
  billing_started: '/assets/sounds/billing-started.wav',
};

/**
 * The first seed named .mp3 files the site never had (every sound answered 404). The setting
 * points at the files it ships, unless an admin has chosen other sounds since.
 */
export class SoundFiles1710000000900 implements MigrationInterface {
  name = 'SoundFiles1710000000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE identity.site_settings SET value = $1::jsonb WHERE key = 'sounds' AND value = $2::jsonb`, [
      JSON.stringify(SHIPPED_SOUNDS),
      JSON.stringify(SHIPPED_BEFORE),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE identity.site_settings SET value = $1::jsonb WHERE key = 'sounds' AND value = $2::jsonb`, [
      JSON.stringify(SHIPPED_BEFORE),
      JSON.stringify(SHIPPED_SOUNDS),
    ]);
  }
}
