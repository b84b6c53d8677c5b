import { FeedbackPage } from './contact-page';

/** /unsubscribe: stop e-mails from the service (the request goes to support). */
export default function UnsubscribePage() {
  return <FeedbackPage kind="unsubscribe" />;
}
