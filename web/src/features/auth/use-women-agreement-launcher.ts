import { COOKIES } from '@dating/rules';
import { useEffect } from 'react';
import { useSiteSettings } from '@/shared/api/site-settings';
import { getCookie } from '@/shared/lib/cookies';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';

/**
 * A signed-in woman who has not accepted the women's agreement sees it after the site settings'
 * launch interval (seconds).
 */
export function useWomenAgreementLauncher(): void {
  const token = useSession((s) => s.token);
  const userType = useSession((s) => s.userType);
  const { women_agreement_launch_interval: seconds } = useSiteSettings();
  useEffect(() => {
    if (!token || userType !== 'woman' || getCookie(COOKIES.agreementAccepted) === 'true') return;
    const timer = setTimeout(() => {
      if (getCookie(COOKIES.agreementAccepted) !== 'true') useUi.getState().openModal('womenAgreement');
    }, seconds * 1000);
    return () => clearTimeout(timer);
  }, [token, userType, seconds]);
}
