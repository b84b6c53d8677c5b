import ChatPresence from '@/features/chat/components/chat-presence';
import { useMemberLanguageSync } from '@/features/settings/api/member-language';

/**
 * What runs on every page while a member is signed in, loaded with the account code rather than the
 * home page's: her chat connection (she is online while it is connected), and her interface language
 * told to identity (her e-mails are written in it).
 */
export default function SignedInPresence() {
  useMemberLanguageSync();
  return <ChatPresence />;
}
