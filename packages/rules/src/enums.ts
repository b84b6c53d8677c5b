/** Enumerations of spec sections 3 and 4, as the data values the API uses. */

export const USER_TYPES = ['man', 'woman'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const BODY_TYPES = ['thin', 'slender', 'athletic', 'extra', 'plump'] as const;
/** Profile values; the search filter spells blond as `blonde`. */
export const HAIR_COLORS = ['blond', 'brown', 'redhead', 'brunette', 'colored'] as const;
export const SEARCH_HAIR_COLORS = ['blonde', 'brown', 'redhead', 'brunette', 'colored'] as const;
export const EYES_COLORS = ['black', 'green', 'gray', 'brown', 'light-brown', 'blue'] as const;
export const ENGLISH_LEVELS = ['basic', 'intermediate', 'good', 'fluent'] as const;
export const MARITAL_STATUSES = ['single', 'never been married', 'divorced', 'widow'] as const;
export const RELIGIONS = ['christianity', 'catholicism', 'buddhism', 'hinduism', 'islam', 'other'] as const;
export const EDUCATION_LEVELS = ['middle school', 'high school', 'student', 'bachelor', 'master', 'doctor'] as const;
export const SMOKING = ['not', 'rarely', 'often'] as const;
export const ALCOHOL = ['not', 'rarely', 'often', 'occasionally'] as const;
export const CHILDREN = ['none', 'want', 'have', 'have but living separately', 'adult'] as const;
export const ACCOMMODATION = ['with parents', 'with neighbors', 'dorm', 'rent', 'own'] as const;
export const PETS = ['dog', 'cat', 'hamster', 'fish', 'parrot', 'turtle', 'snake', 'iguana', 'chinchilla', 'rabbit'] as const;
export const GOALS = ['friendship', 'communication', 'journey', 'flirtation', 'meeting', 'family', 'children'] as const;
export const FLOWERS = ['red roses', 'white roses', 'pink roses', 'gerbera', 'chrysanthemum'] as const;
export const HOLIDAYS = ['birthday', 'christmas', 'new year', 'easter', 'valentine', 'halloween', "women's day"] as const;
export const PROFILE_LANGUAGES = ['English', 'Spanish', 'French', 'German', 'Portuguese'] as const;
export const HEIGHT_UNITS = ['cm', 'ft'] as const;
export const WEIGHT_UNITS = ['kg', 'lbs'] as const;

export const ALBUM_TYPES = ['public', 'private', 'all', 'trash', 'purchased'] as const;
export const PHOTO_MODERATION_STATES = ['on moderation', 'accepted', 'rejected'] as const;

export const GIFT_CATEGORIES_DISPLAY = ['flowers', 'jewelry', 'perfume', 'certificates', 'electronics', 'toys', 'foods', 'balloons', 'clothing'] as const;
export const GIFT_CATEGORIES = [
  'jewelry',
  'perfume',
  'season_tickets_and_certificates',
  'electronic_devices',
  'toys',
  'food_and_beverage',
  'balloons',
  'clothing',
] as const;
/**
 * The gift catalogue's categories: the data values above with flowers first. The display list starts
 * with flowers (the gift men send most) but the spec's data values leave them out: stored as 'flowers'.
 */
export const GIFT_CATALOGUE_CATEGORIES = ['flowers', ...GIFT_CATEGORIES] as const;
export const GIFT_STATUSES = ['packaging', 'onWay', 'delivered', 'reject'] as const;
export const GIFT_STATUS_FILTERS = ['all', ...GIFT_STATUSES] as const;

/** Order types (spec section 3) as the orders history filters them (`search_order_type`). */
export const ORDER_TYPES = ['write_mail', 'text_chat', 'video_chat', 'contacts_request', 'gift', 'private_photo', 'private_video'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
/** Orders history sort columns (per-column sort) and payments history sort columns. */
export const ORDER_SORT_COLUMNS = ['date', 'credits', 'quantity', 'type'] as const;
export const PAYMENT_SORT_COLUMNS = ['created_at', 'credits', 'price', 'pack_name'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** Paid actions of the price list. */
export const SERVICE_ACTIONS = ['text_chat', 'video_chat', 'write_letter', 'private_photo_buy', 'private_video_buy', 'realinfo_request'] as const;

export const CONTACT_REQUEST_STATUSES = ['process', 'verification', 'accept', 'reject'] as const;
export const FAVORITE_STATUSES = ['in favorite', 'ignore me', 'can add', 'invite'] as const;
export const LETTER_THREAD_TYPES = ['inbox', 'starred', 'outbox', 'trash'] as const;
export const LETTER_SORTS = ['default', 'a-z', 'z-a', 'asc', 'desc'] as const;
export const NOTIFICATION_KINDS = ['wink', 'favorite', 'mail', 'visitor', 'gift'] as const;

export const TOAST_TYPES = ['info', 'success', 'error', 'warning'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export const SYSTEM_NOTIFICATION_TYPES = ['warning', 'info'] as const;

/** Cookie preferences: necessary, functional and analytics are stored; marketing appears in the texts. */
export const COOKIE_PREFERENCE_KEYS = ['necessary', 'functional', 'analytics', 'marketing'] as const;
export type CookiePreferenceKey = (typeof COOKIE_PREFERENCE_KEYS)[number];

/** Member settings (spec section 3): three groups of flags, each 'on' or 'off'. */
export const VISUAL_SETTINGS = ['notification_inbox', 'notification_guest', 'notification_winks', 'notification_favorite'] as const;
export const SOUND_SETTINGS = [
  'sound',
  'sound_new_winks',
  'sound_chat',
  'sound_chat_notification',
  'sound_chat_message_active',
  'sound_new_guest',
  'sound_new_inbox',
  'sound_new_favorite',
  'sound_system_notification',
] as const;
export const EMAIL_SETTINGS = [
  'email_system_notification',
  'email_favorite_notification',
  'email_inbox_notification',
  'email_guest_notification',
  'email_wink_notification',
] as const;
export const SETTINGS_GROUPS = { visual: VISUAL_SETTINGS, sound: SOUND_SETTINGS, email: EMAIL_SETTINGS } as const;
export type SettingsGroup = keyof typeof SETTINGS_GROUPS;
export const SETTING_KEYS = [...VISUAL_SETTINGS, ...SOUND_SETTINGS, ...EMAIL_SETTINGS] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export type SettingValue = 'on' | 'off';

/** Spec section 4: a group switch sets every flag in it. */
export function setGroup(group: SettingsGroup, value: SettingValue): Partial<Record<SettingKey, SettingValue>> {
  return Object.fromEntries(SETTINGS_GROUPS[group].map((key) => [key, value]));
}

/** A group reads as on when any of its flags is on. */
export function groupIsOn(settings: Partial<Record<SettingKey, SettingValue>>, group: SettingsGroup): boolean {
  return SETTINGS_GROUPS[group].some((key) => settings[key] === 'on');
}

/** Spec section 4: for a woman the visual group is forced on when saving. */
export function enforceSettings<T extends Partial<Record<SettingKey, SettingValue>>>(settings: T, userType: UserType | null | undefined): T {
  if (userType !== 'woman') return settings;
  const out = { ...settings };
  for (const key of VISUAL_SETTINGS) (out as Record<string, SettingValue>)[key] = 'on';
  return out;
}

/** URL query parameters the site reads (spec section 2). */
export const QUERY_PARAMS = ['pid', 'sid', 'token', 'iper', 'invite-token'] as const;

/** Static pages (spec section 2): slug and category. */
export const STATIC_PAGES = [
  { slug: 'terms-of-use', category: 'legal' },
  { slug: 'privacy-policy', category: 'legal' },
  { slug: 'cookie-policy', category: 'legal' },
  { slug: 'refund-policy', category: 'legal' },
  { slug: 'arbitration-agreement', category: 'legal' },
  { slug: 'risk-notice', category: 'compliance' },
  { slug: 'complaint-removal-policy', category: 'compliance' },
  { slug: 'consumer-age-verification-policy', category: 'compliance' },
  { slug: 'content-management-policy', category: 'compliance' },
  { slug: 'about', category: 'info' },
  { slug: 'safety-tips', category: 'info' },
  { slug: 'faq', category: 'info' },
] as const;
export type StaticPageSlug = (typeof STATIC_PAGES)[number]['slug'];
export type StaticPageCategory = (typeof STATIC_PAGES)[number]['category'];
export const STATIC_PAGE_CATEGORIES = ['legal', 'compliance', 'info'] as const;
