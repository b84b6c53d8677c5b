import { ATTACHMENTS, LIMITS } from './limits.js';
import type { ValidationMessageId } from './messages.js';
import type { CharacterRule } from './patterns.js';

/**
 * One form field's rules. `key` names the field's label for translation (`labels.<key>` in the
 * front ends); `label` is its English label, which fills {label} in the spec's messages.
 * Checks run in this order: required, e-mail, min, max, character rules (in the listed order).
 */
export interface FieldRule {
  key: string;
  label: string;
  required?: boolean;
  email?: boolean;
  min?: number;
  max?: number;
  chars?: readonly CharacterRule[];
  /** Which max-length wording: the generic one, or the send-letter form's. */
  maxMessage?: Extract<ValidationMessageId, 'max' | 'maxLetter'>;
}

const nameChars: readonly CharacterRule[] = ['noCyrillic', 'lettersDigitsSpaces', 'oneAlphabet'];

/** Every form of spec section 5 with its fields' rules. */
export const FORM_RULES = {
  login: {
    email: { key: 'email', label: 'Email', required: true, email: true },
    password: { key: 'password', label: 'Password', required: true, max: LIMITS.loginPasswordMax },
  },
  signUp: {
    name: { key: 'name', label: 'Name', required: true, min: LIMITS.signUpNameMin, max: LIMITS.nameMax, chars: nameChars },
    email: { key: 'email', label: 'Email', required: true, email: true, max: LIMITS.emailMax },
    password: { key: 'password', label: 'Password', required: true, min: LIMITS.passwordMin, max: LIMITS.passwordMax },
  },
  editMainInfo: {
    name: { key: 'name', label: 'Name', required: true, min: LIMITS.editNameMin, max: LIMITS.nameMax, chars: nameChars },
    profession: { key: 'profession', label: 'Profession', max: LIMITS.professionMax, chars: ['noCyrillic', 'lettersSpaces'] },
    city: { key: 'city', label: 'City', max: LIMITS.cityMax },
  },
  status: {
    status: { key: 'status', label: 'Status', max: LIMITS.statusMax },
  },
  aboutMe: {
    aboutMe: { key: 'aboutMe', label: 'About me', max: LIMITS.aboutMeMax, chars: ['noCyrillic'] },
    aboutYourself: { key: 'aboutYourself', label: 'About yourself', max: LIMITS.aboutMeMax, chars: ['noCyrillic'] },
  },
  typeWoman: {
    typeWoman: { key: 'typeWoman', label: 'Type of woman', max: LIMITS.typeWomanMax, chars: ['noCyrillic'] },
  },
  changePassword: {
    newPassword: { key: 'newPassword', label: 'New password', required: true, min: LIMITS.passwordMin, max: LIMITS.passwordMax },
    repeatPassword: { key: 'repeatPassword', label: 'Repeat password', required: true, min: LIMITS.passwordMin, max: LIMITS.passwordMax },
  },
  resetPassword: {
    password: { key: 'newPassword', label: 'New password', required: true, min: LIMITS.passwordMin, max: LIMITS.passwordMax },
    repeatPassword: { key: 'repeatPassword', label: 'Repeat password', required: true, min: LIMITS.passwordMin, max: LIMITS.passwordMax },
  },
  forgotPassword: {
    email: { key: 'email', label: 'Email', required: true, email: true, max: LIMITS.forgotPasswordEmailMax },
  },
  sendLetter: {
    subject: { key: 'subject', label: 'Subject', required: true, max: LIMITS.letterSubjectMax, maxMessage: 'maxLetter' },
    message: { key: 'letter', label: 'Letter', required: true, max: LIMITS.letterTextMax, maxMessage: 'maxLetter' },
  },
  giftComment: {
    commentText: { key: 'commentText', label: 'Comment', max: LIMITS.giftCommentMax },
  },
  chatMessage: {
    message: { key: 'message', label: 'Message', max: LIMITS.chatMessageMax, chars: ['noCyrillic'] },
  },
  /** The chat variant that allows Cyrillic omits that check. */
  chatMessageCyrillic: {
    message: { key: 'message', label: 'Message', max: LIMITS.chatMessageMax },
  },
  contactUs: {
    email: { key: 'email', label: 'Email', required: true, email: true, max: LIMITS.emailMax },
    subject: { key: 'subject', label: 'Subject', required: true, max: LIMITS.contactSubjectMax },
    message: { key: 'message', label: 'Message', required: true, max: LIMITS.contactMessageMax },
  },
  unsubscribe: {
    email: { key: 'email', label: 'Email', required: true, email: true, max: LIMITS.emailMax },
    message: { key: 'message', label: 'Message', max: LIMITS.unsubscribeMessageMax },
  },
} as const satisfies Record<string, Record<string, FieldRule>>;
export type FormName = keyof typeof FORM_RULES;

/** Forms that take attachments, and their rules. */
export const FORM_ATTACHMENTS = {
  contactUs: ATTACHMENTS,
  unsubscribe: ATTACHMENTS,
} as const;
