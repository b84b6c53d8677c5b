import { log } from '@/shared/lib/log';

/** Short tones for the sounds of spec section 9 (invite, message, billing started, toast, system notification). */
const TONES: Record<string, number[]> = {
  invite: [660, 880],
  message: [740],
  billingStarted: [523, 659, 784],
  toast: [880],
  notification: [587, 740],
};

/**
 * The sound of a `socket_notification` and the setting that allows it (beside the master `sound`):
 * what a member did for her (a letter, a visit, a wink, a favorite) is the toast sound under its
 * own setting; the rest (a gift, how moderation or a report ended) is the system notification's.
 */
export function noticeSound(type: string | undefined): { kind: 'toast' | 'notification'; flag: string } {
  const flag = type ? NOTICE_SOUND_FLAGS[type] : undefined;
  return flag ? { kind: 'toast', flag } : { kind: 'notification', flag: 'sound_system_notification' };
}

const NOTICE_SOUND_FLAGS: Record<string, string> = {
  mail: 'sound_new_inbox',
  visitor: 'sound_new_guest',
  wink: 'sound_new_winks',
  favorite: 'sound_new_favorite',
  invite: 'sound_new_favorite',
};

let context: AudioContext | null = null;

const players = new Map<string, HTMLAudioElement>();

/**
 * Plays the site's configured sound file (site settings' `sounds`); without one, or when the file
 * cannot be played, the kind's short tone instead. A browser that allows no sound is only logged.
 */
export function playSound(kind: keyof typeof TONES | string, url: string | undefined): void {
  if (!url || typeof Audio === 'undefined') return playTone(kind);
  try {
    let player = players.get(url);
    if (!player) {
      player = new Audio(url);
      player.preload = 'auto';
      players.set(url, player);
    }
    player.currentTime = 0;
    player.play().catch((err: unknown) => {
      log.warn('sound file failed, a tone instead', err);
      playTone(kind);
    });
  } catch (err) {
    log.warn('sound failed', err);
  }
}

/** Plays a sound; a browser that refuses (no user gesture yet, no audio) is only logged (spec section 8). */
export function playTone(kind: keyof typeof TONES | string): void {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    context ??= new Ctx();
    const ctx = context;
    (TONES[kind] ?? TONES.notification!).forEach((freq, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      const start = ctx.currentTime + i * 0.12;
      osc.frequency.value = freq;
      osc.type = 'sine';
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.15, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.18);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + 0.2);
    });
  } catch (err) {
    log.warn('sound failed', err);
  }
}

/** Calls `fn` at most once per `ms` (the first call plays; the rest inside the window are dropped). */
export function debounceLeading(fn: () => void, ms: number): () => void {
  let last = -Infinity;
  return () => {
    const now = Date.now();
    if (now - last < ms) return;
    last = now;
    fn();
  };
}
