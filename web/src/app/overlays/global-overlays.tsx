import { lazy, Suspense, useState } from 'react';
import { useWomenAgreementLauncher } from '@/features/auth/use-women-agreement-launcher';
import { withAccountStrings } from '@/shared/i18n';
import { useUi, type ModalName } from '@/shared/store/ui-store';
import { browserIsRejected, OutdatedBrowserNotice } from './outdated-browser';
import { CookieBanner } from './cookie-banner';
import { GlobalLoader } from './global-loader';
import { Toaster } from './toaster';

const AuthModals = lazy(withAccountStrings(() => import('@/features/auth/components/auth-modals')));
const CookiePreferencesModal = lazy(withAccountStrings(() => import('./cookie-preferences-modal').then((m) => ({ default: m.CookiePreferencesModal }))));
const LowCreditsModal = lazy(withAccountStrings(() => import('./low-credits-modal').then((m) => ({ default: m.LowCreditsModal }))));
const SendLetterModal = lazy(withAccountStrings(() => import('@/features/letters/components/send-letter-modal')));
const ContactInfoModal = lazy(withAccountStrings(() => import('@/features/contact-info/components/contact-info-modal')));
const GiftModal = lazy(withAccountStrings(() => import('@/features/gifts/components/gift-modal')));
const CreditModals = lazy(withAccountStrings(() => import('@/features/credits/components/credit-modals')));
const ConfirmDialog = lazy(withAccountStrings(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog }))));

const AUTH_MODALS: ModalName[] = ['login', 'registration', 'forgotPassword', 'womenAgreement'];
const CREDIT_MODALS: ModalName[] = ['balance', 'creditsInfo', 'lettersChatInfo', 'paymentsChoice'];

/** Keeps a lazily loaded overlay mounted once it has been needed (so it can animate closed). */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/**
 * The global overlays of spec section 2: the cookie banner, toasts, the confirmation dialog,
 * the low-credits modal, the loader, and the modals (loaded on first use so the public home
 * stays light).
 */
export function GlobalOverlays() {
  const modals = useUi((s) => s.modals);
  const confirmOpen = useUi((s) => !!s.confirmState);
  const auth = useOnceTrue(AUTH_MODALS.some((m) => modals[m]));
  const prefs = useOnceTrue(!!modals.cookiePreferences);
  const low = useOnceTrue(!!modals.lowCredits);
  const confirm = useOnceTrue(confirmOpen);
  const letter = useOnceTrue(!!modals.sendLetter);
  const credit = useOnceTrue(CREDIT_MODALS.some((m) => modals[m]));
  const contactInfo = useOnceTrue(!!modals.contactInfo);
  const gift = useOnceTrue(!!modals.gift);
  useWomenAgreementLauncher();
  return (
    <>
      <GlobalLoader />
      <Toaster />
      <CookieBanner />
      <Suspense fallback={null}>
        {auth && <AuthModals />}
        {prefs && <CookiePreferencesModal />}
        {low && <LowCreditsModal />}
        {letter && <SendLetterModal />}
        {credit && <CreditModals />}
        {contactInfo && <ContactInfoModal />}
        {gift && <GiftModal />}
        {confirm && <ConfirmDialog />}
      </Suspense>
    </>
  );
}

export { browserIsRejected, OutdatedBrowserNotice };
