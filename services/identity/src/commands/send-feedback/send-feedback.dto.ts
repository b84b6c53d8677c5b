import { Email, Text } from '@dating/platform';
import { ATTACHMENTS, FORM_RULES } from '@dating/rules';
import { Transform } from 'class-transformer';
import { trimmed } from '../../domain/member-rules.js';

const contact = FORM_RULES.contactUs;
const unsubscribe = FORM_RULES.unsubscribe;

/** Body of `feedback/sent-contact-us` (multipart form data or JSON): the contact-us rules of spec section 5. */
export class ContactUsDto {
  @Transform(trimmed)
  @Email(contact.email.label, { max: contact.email.max })
  email: string;

  @Transform(trimmed)
  @Text(contact.subject.label, { required: true, max: contact.subject.max })
  subject: string;

  @Text(contact.message.label, { required: true, max: contact.message.max })
  message: string;
}

/** Body of `feedback/user-sent` (the unsubscribe form): e-mail required, message optional. */
export class UnsubscribeDto {
  @Transform(trimmed)
  @Email(unsubscribe.email.label, { max: unsubscribe.email.max })
  email: string;

  @Transform(trimmed)
  @Text('Subject', { max: contact.subject.max })
  subject?: string;

  @Text(unsubscribe.message.label, { max: unsubscribe.message.max })
  message?: string;
}

/** Multipart limits: at most the allowed count of 2 MB files, small text fields. */
export const FEEDBACK_UPLOAD_LIMITS = {
  fileSize: ATTACHMENTS.maxBytes,
  files: ATTACHMENTS.maxCount,
  fields: 8,
  fieldSize: 64 * 1024,
  parts: ATTACHMENTS.maxCount + 8,
} as const;
