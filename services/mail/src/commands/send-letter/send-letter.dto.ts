import { ClientId, WholeNumber } from '@dating/platform';
import { FORM_RULES } from '@dating/rules';
import { LetterText, PhotoIds } from '../../http/validation.js';

/** letter/send-letter: to `target_user_id`, `subject` (≤100) and `message` (≤5000), optional `photos` and `client_letter_id`. */
export class SendLetterDto {
  @WholeNumber('target_user_id', { required: true, min: 1 })
  target_user_id!: number;

  @LetterText(FORM_RULES.sendLetter.subject)
  subject!: string;

  @LetterText(FORM_RULES.sendLetter.message)
  message!: string;

  @PhotoIds()
  photos?: string[];

  @ClientId('client_letter_id')
  client_letter_id?: string;
}

/** letter/reply-on-letter: to the letter `message_id`; `subject` defaults to "Re: " and the answered subject. */
export class ReplyOnLetterDto {
  @WholeNumber('message_id', { required: true, min: 1 })
  message_id!: number;

  @LetterText(FORM_RULES.sendLetter.subject, { required: false })
  subject?: string;

  @LetterText(FORM_RULES.sendLetter.message)
  message!: string;

  @PhotoIds()
  photos?: string[];

  @ClientId('client_letter_id')
  client_letter_id?: string;
}
