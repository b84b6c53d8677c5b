/**
 * Every number of spec sections 3, 5 and 9 as a named constant: lengths, sizes, page sizes,
 * lifetimes, timings and unit factors. The server's validation and both front ends read them
 * from here, so a limit changes in one place.
 */

/** Text lengths (characters) of spec sections 5 and 9. */
export const LIMITS = {
  /** Sign-up name 3 to 30; on profile edit 1 to 30. */
  signUpNameMin: 3,
  editNameMin: 1,
  nameMax: 30,
  /** New passwords 6 to 36; the sign-in password only max 36. */
  passwordMin: 6,
  passwordMax: 36,
  loginPasswordMax: 36,
  /** E-mail: forgot-password form 50; contact, unsubscribe and sign-up 100. */
  forgotPasswordEmailMax: 50,
  emailMax: 100,
  contactSubjectMax: 100,
  contactMessageMax: 5000,
  unsubscribeMessageMax: 5000,
  /** Status: 100 in the form rules; the texts say 160 (both readings kept). */
  statusMax: 100,
  statusTextMax: 160,
  cityMax: 30,
  professionMax: 100,
  aboutMeMax: 1000,
  typeWomanMax: 500,
  giftCommentMax: 1000,
  /** Service constants: letter subject and text, chat message. */
  letterSubjectMax: 100,
  letterTextMax: 5000,
  chatMessageMax: 300,
  /** Age in years. */
  ageMin: 18,
  ageMax: 100,
  /** Local storage refuses data over this many characters. */
  localStorageChars: 5242880,
} as const;

/** Contact-form attachments: gif, png or jpg, at most 2 MB each (spec sections 5 and 9). */
export const ATTACHMENTS = {
  maxBytes: 2 * 1024 * 1024,
  maxMegabytes: 2,
  /** The spec has a max-count message without the number; five files is this product's choice. */
  maxCount: 5,
  extensions: ['gif', 'png', 'jpg'] as readonly string[],
  /** `jpeg` is the same format as `jpg`; browsers and cameras name files both ways. */
  acceptedExtensions: ['gif', 'png', 'jpg', 'jpeg'] as readonly string[],
  mimeTypes: ['image/gif', 'image/png', 'image/jpeg', 'image/pjpeg'] as readonly string[],
} as const;

/** Profile photo rules of spec sections 5 and 9. */
export const PHOTO = {
  extensions: ['png', 'jpg', 'jpeg'] as readonly string[],
  mimeTypes: ['image/jpeg', 'image/pjpeg', 'image/png'] as readonly string[],
  /** Natural size above this (either side) is rejected. */
  pseudoMaxSide: 10000,
  /** Natural size below this (either side) is rejected with the minimum-resolution message. */
  minSide: 50,
  /** Upload hint: max 5000x5000 px and 50 MB. */
  hintMaxSide: 5000,
  hintMaxMegabytes: 50,
  /** Longer than this on the longest side is scaled down before upload. */
  longestSide: 3000,
  /** Re-encoded as JPEG from quality 1 down by 0.1 until at most this many bytes. */
  maxBytes: 5243192,
  qualityStart: 1,
  qualityStep: 0.1,
  /** Files in one upload (the photo-count message's {0}); the spec's message has no number: this product's choice. */
  maxPerUpload: 5,
} as const;

/** Videos (the spec gives no numbers): mp4 or webm by their bytes, at most 100 MB each; this product's choice. */
export const VIDEO = {
  extensions: ['mp4', 'webm'] as readonly string[],
  mimeTypes: ['video/mp4', 'video/webm'] as readonly string[],
  maxMegabytes: 100,
  /**
   * The longest duration taken as true (seconds), from a file's header or from the uploader's
   * browser: six hours, as 100 MB lasting longer would be under 40 kbit/s, not a real video.
   */
  maxDurationSeconds: 6 * 3600,
} as const;

/** Video upload messages (server answers; the member site shows the server's text). */
export const VIDEO_MESSAGES = {
  videoExtension: 'Incorrect file extension. Allowed: mp4, webm',
  videoFileSize: 'The video must be at most 100 MB',
  posterFileSize: 'The poster frame must be at most 5 MB',
  videoDuration: `The video duration must be a number of seconds above 0 and at most ${VIDEO.maxDurationSeconds}`,
} as const;

/** The video format a file's first bytes show: an ISO media file (`ftyp` box) or WebM (EBML header). */
export function sniffVideoType(bytes: Uint8Array): 'video/mp4' | 'video/webm' | null {
  if (bytes.length >= 12 && bytes[4] === 0x66 && bytes[5] === 0x74 && bytes[6] === 0x79 && bytes[7] === 0x70) return 'video/mp4';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'video/webm';
  return null;
}

/** Unit factors of spec section 9. */
export const UNITS = {
  cmPerFoot: 30.48,
  cmPerInch: 2.54,
  poundsPerKg: 2.20462262185,
  kgPerPound: 0.453592,
} as const;

/** Page sizes of spec section 9 (notifications: 12 in one reading, 20 in another; 20 used). */
export const PAGE_SIZES = {
  search: 24,
  default: 12,
  notifications: 20,
  notificationsAlt: 12,
  kisses: 20,
  favorites: 20,
  followers: 20,
  visitors: 20,
  orders: 20,
  payments: 20,
  news: 10,
  letters: 10,
  chatMessages: 10,
  onlineSearch: 6,
} as const;

/** Lifetimes of spec section 9. */
export const LIFETIMES = {
  tokenDays: 365,
  cookieDays: 30,
  visualNotificationMs: 15000,
  alertMs: 10000,
  notificationMs: 15000,
  inviteMs: 30000,
  toastMs: 3000,
} as const;

/** Site configuration defaults (the server's site settings answer the live values). */
export const SITE_DEFAULTS = {
  captchaInterval: 30,
  registrationTriesCount: 3,
  womenAgreementInterval: 30,
  /** The mark on members' photos: an image path for the site, and the opacity profiles draws its mark with. */
  watermark: { image: '/assets/watermark.png', alpha: 0.35 },
} as const;

/** Interface timings and thresholds of spec section 9. */
export const UI = {
  mobileMaxWidth: 768,
  loaderDelayMs: 300,
  selectDebounceMs: 300,
  bodyLockDelayMs: 500,
  resizeDebounceMs: 250,
  headerScrollShowDelayMs: 500,
  headerScrollThresholdPx: 1,
  progressButtonStepMs: 953,
  messageSoundDebounceMs: 500,
} as const;

/** Chat socket reconnection of spec section 9. */
export const SOCKET = {
  reconnectionAttempts: 5,
  reconnectionDelayMs: 1000,
  reconnectionDelayMaxMs: 5000,
  timeoutMs: 5000,
} as const;

/** Chat invite store caps of spec section 9. */
export const INVITES = {
  maxPerSender: 3,
  maxSenders: 30,
  unviewedShown: 10,
} as const;

/** Example prices (the server's price list is authoritative). */
export const EXAMPLE_PRICES = {
  write_letter: 10,
  text_chat: 1,
  private_photo_buy: 5,
  realinfo_request: 500,
} as const;

/**
 * A lady's contacts unlock for a man who has talked with her enough (spec section 4: "after spending
 * chat minutes and writing letters, or by paying credits"): both counts reached, his request costs
 * nothing (it is still moderated). The spec gives no numbers; these are ours.
 */
export const CONTACT_UNLOCK = {
  chatMinutes: 60,
  letters: 10,
} as const;

/** Whether his billed chat minutes with her and the letters he wrote her unlock her contacts without credits. */
export const contactsUnlocked = (progress: { chat_minutes: number; letters: number }): boolean =>
  progress.chat_minutes >= CONTACT_UNLOCK.chatMinutes && progress.letters >= CONTACT_UNLOCK.letters;

/** Interface languages: English is the default and the fallback. */
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Local storage refuses data over the limit (spec section 5). */
export function fitsLocalStorage(serialized: string): boolean {
  return serialized.length <= LIMITS.localStorageChars;
}

/**
 * A lady's dispatch (mass mailing, spec section 2): how many men one reaches, and how many a lady
 * may propose from the member site in 24 hours (her agency approves each before it is sent).
 */
export const DISPATCH_LIMITS = {
  recipientsMax: 500,
  proposalsPerDay: 3,
} as const;
