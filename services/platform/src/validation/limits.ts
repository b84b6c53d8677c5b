/**
 * Every limit of the spec (sections 5 and 9) as a named constant, shared by server validation
 * and the member site's form rules.
 */
export const LIMITS = {
  signUpNameMin: 3,
  nameMax: 30,
  editNameMin: 1,
  passwordMin: 6,
  passwordMax: 36,
  loginPasswordMax: 36,
  forgotPasswordEmailMax: 50,
  emailMax: 100,
  contactSubjectMax: 100,
  contactMessageMax: 5000,
  statusMax: 100,
  cityMax: 30,
  professionMax: 100,
  aboutMeMax: 1000,
  typeWomanMax: 500,
  giftCommentMax: 1000,
  letterSubjectMax: 100,
  letterTextMax: 5000,
  chatMessageMax: 300,
  ageMin: 18,
  ageMax: 100,
  contactAttachmentBytes: 2 * 1024 * 1024,
  imageMaxBytes: 5243192,
  imageLongestSide: 3000,
  imageMinSide: 50,
  imagePseudoMax: 10000,
  localStorageChars: 5242880,
} as const;

export const PAGE_SIZES = {
  search: 24,
  default: 12,
  notifications: 20,
  kisses: 20,
  favorites: 20,
  visitors: 20,
  orders: 20,
  news: 10,
  letters: 10,
  chatMessages: 10,
  onlineSearch: 6,
} as const;

/** Lifetimes and intervals of spec section 9. */
export const LIFETIMES = {
  tokenDays: 365,
  cookieDays: 30,
  visualNotificationMs: 15000,
  alertMs: 10000,
  notificationMs: 15000,
  inviteMs: 30000,
  toastMs: 3000,
} as const;

export const SITE_DEFAULTS = {
  captchaInterval: 30,
  registrationTriesCount: 3,
  womenAgreementInterval: 30,
} as const;
