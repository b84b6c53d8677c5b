import { useSearchParams } from 'react-router-dom';
import { UnsubscribeByLink } from '../components/unsubscribe-by-link';
import { FeedbackPage } from './contact-page';

/**
 * /unsubscribe: stop e-mails from the service. With `u` (a member e-mail's signed link) the kind it
 * names, or all, stop on a click; the form (the request goes to support) stays for any address.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('u');
  return <FeedbackPage kind="unsubscribe" before={token ? <UnsubscribeByLink token={token} /> : undefined} />;
}
