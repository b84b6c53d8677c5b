import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCookie } from '@/shared/lib/cookies';
import { useConsent, DEFAULT_PREFERENCES } from '@/shared/lib/consent';
import { useUi } from '@/shared/store/ui-store';
import { renderWithApp } from '@/testing/render';
import { CookieBanner } from './cookie-banner';
import { CookiePreferencesModal } from './cookie-preferences-modal';

function Overlays() {
  return (
    <>
      <CookieBanner />
      <CookiePreferencesModal />
    </>
  );
}

beforeEach(() => {
  useConsent.setState({ accepted: false, preferences: { ...DEFAULT_PREFERENCES } });
  useUi.setState({ modals: {} });
});

describe('cookie banner', () => {
  it('shows until the cookie policies are accepted; accept all records it with every preference on', async () => {
    renderWithApp(<Overlays />);
    const banner = screen.getByTestId('cookie-banner');
    expect(banner).toHaveTextContent('We value your privacy');
    expect(screen.getByRole('link', { name: 'Read our Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    expect(getCookie('cookiePoliciesAccepted')).toBe('true');
    expect(JSON.parse(getCookie('cookiePreferences')!)).toEqual({ necessary: true, functional: true, analytics: true, marketing: true });
  });

  it('stays hidden once accepted', () => {
    useConsent.setState({ accepted: true });
    renderWithApp(<Overlays />);
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });

  it('preferences: necessary is always on; the chosen switches are saved', async () => {
    renderWithApp(<Overlays />);
    await userEvent.click(screen.getByRole('button', { name: 'Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(dialog).toBeInTheDocument();
    const necessary = screen.getByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const name of ['Functional', 'Analytics', 'Marketing']) expect(screen.getByRole('switch', { name })).not.toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(getCookie('cookiePreferences')!)).toEqual({ necessary: true, functional: false, analytics: true, marketing: false });
    expect(getCookie('cookiePoliciesAccepted')).toBe('true');
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });

  it('the cookies carry path /, SameSite Strict and 30 days', async () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (v: string) => {
        writes.push(v);
        descriptor.set!.call(document, v);
      },
    });
    try {
      renderWithApp(<Overlays />);
      await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
      const accepted = writes.find((w) => w.startsWith('cookiePoliciesAccepted='))!;
      expect(accepted).toContain('path=/');
      expect(accepted).toContain('SameSite=Strict');
      const expires = new Date(/expires=([^;]+)/.exec(accepted)![1]!).getTime();
      expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
  });
});
