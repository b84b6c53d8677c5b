import type { MigrationInterface, QueryRunner } from 'typeorm';

const SHIPPED_BEFORE = {
  chat_invite: '/assets/sounds/chat-invite.mp3',
  toast: '/assets/sounds/toast.mp3',
  system_notification: '/assets/sounds/system-notification.mp3',
  billing_started: '/assets/sounds/billing-started.mp3',
};

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
