/** The back office's own strings (English, the fallback). Resources keep theirs beside them (resources/<name>/messages.ts). */
export const en = {
  admin: {
    title: 'Amoria back office',
    brand: 'Back office',
    language: 'Language',
    roles: { admin: 'Admin', site_moderator: 'Site moderator', agency_moderator: 'Agency moderator', finance: 'Finance' },
    menu: { people: 'Members', staff: 'Staff', system: 'System', finance: 'Finance' },
    errors: {
      forbidden: 'You are not allowed to do that.',
      signed_out: 'You are signed out.',
      load: 'Could not load this page. Check your connection and try again.',
    },
    actions: { retry: 'Try again', copy: 'Copy', copied: 'Copied', download: 'Download' },
    login: {
      title: 'Staff sign-in',
      subtitle: 'The back office of Amoria. Every sign-in needs your authenticator app.',
      email: 'E-mail',
      password: 'Password',
      submit: 'Continue',
      back: 'Start again',
      session_expired: 'Your session expired after 30 minutes without activity. Please sign in again.',
      signed_out: 'You are signed out.',
      enroll: {
        title: 'Set up two-step sign-in',
        intro:
          'Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy, Microsoft Authenticator), then enter the 6-digit code it shows.',
        qr_alt: 'QR code for your authenticator app',
        manual: 'Cannot scan? Enter this key by hand (time-based, 6 digits):',
        submit: 'Confirm code',
      },
      verify: {
        title: 'Two-step verification',
        intro: 'Enter the 6-digit code from your authenticator app.',
        recovery_intro: 'Enter one of your recovery codes. Each code works once.',
        submit: 'Sign in',
        use_recovery: 'Use a recovery code instead',
        use_totp: 'Use the authenticator app instead',
      },
      code: '6-digit code',
      recovery_code: 'Recovery code',
      codes: {
        title: 'Save your recovery codes',
        intro:
          'If you lose your phone, each of these codes signs you in once instead of the authenticator app. They are shown only now: copy or download them and keep them somewhere safe.',
        confirm: 'I have saved my recovery codes',
        submit: 'Continue to the back office',
        file_name: 'amoria-back-office-recovery-codes.txt',
      },
      errors: {
        required: 'Enter your e-mail and password.',
        code_format: 'Enter the 6 digits from your app.',
        recovery_format: 'Enter a recovery code.',
        credentials: 'The e-mail or password is wrong, or the account is disabled.',
        code: 'That code is not right. Check the time on your phone and try the newest code.',
        recovery: 'That recovery code is not right or was already used.',
        throttled: 'Too many attempts. Please wait a few minutes and try again.',
        throttled_minutes: 'Too many attempts. Try again in %{smart_count} minute |||| Too many attempts. Try again in %{smart_count} minutes',
        ticket_expired: 'This sign-in step expired (5 minutes). Please start again.',
        network: 'The server cannot be reached. Check your connection and try again.',
        generic: 'Sign-in failed. Please try again.',
      },
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, %{name}',
      role_intro: 'Signed in as %{role}.',
      empty: 'Nothing to show yet.',
      figures: {} as Record<string, string>,
    },
  },
};

export type AppMessages = typeof en;
