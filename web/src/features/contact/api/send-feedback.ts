import { siteApi } from '@/shared/api';

export interface FeedbackInput {
  email: string;
  subject?: string;
  message: string;
  attachments: File[];
}

function formData(input: FeedbackInput): FormData {
  const data = new FormData();
  data.append('email', input.email.trim());
  if (input.subject !== undefined) data.append('subject', input.subject.trim());
  data.append('message', input.message);
  for (const file of input.attachments) data.append('attachments', file, file.name);
  return data;
}

/** `feedback/sent-contact-us` (form data: email, subject, message, attachments): answers the thank-you text. */
export function sendContactUs(input: FeedbackInput): Promise<string> {
  return siteApi.post<string>('feedback/sent-contact-us', formData(input));
}

/** `feedback/user-sent`: the unsubscribe form (email, message, attachments). */
export function sendUnsubscribe(input: FeedbackInput): Promise<string> {
  return siteApi.post<string>('feedback/user-sent', formData(input));
}
