import type { StaticPageContent } from '@/features/static-pages/content';

export default {
  title: 'Cookie Policy',
  updated: '2026-05-01',
  intro:
    'Cookies are small text files a website stores in your browser. {brand} uses them to keep you signed in, remember your choices and — only with your consent — to measure and improve the service. You can change your choice at any time with the Preferences button of the cookie notice or by clearing your cookies.',
  sections: [
    {
      heading: 'Necessary cookies',
      body: [
        'These are required for the site to work and cannot be switched off:',
        {
          list: [
            'access-token — keeps you signed in (for your browser session, or 365 days if you choose “Remember me”);',
            'sex — remembers whether the signed-in member is a man or a woman, so the right menu is shown;',
            'cookiePoliciesAccepted and cookiePreferences — remember your cookie choices (30 days);',
            'agreementAccepted — remembers that a lady accepted the ladies’ agreement (30 days);',
            'chat_access_token and chat_refresh_token — keep the live chat connected while you are signed in.',
          ],
        },
      ],
    },
    {
      heading: 'Functional cookies and storage',
      body: [
        'With your consent we remember preferences such as sound and display settings between visits. Your interface language is kept in your browser’s local storage.',
      ],
    },
    {
      heading: 'Analytics cookies',
      body: [
        'With your consent we use anonymous statistics about which pages are visited and how the site performs. They are only set on our own domain and never used to identify you.',
      ],
    },
    {
      heading: 'Marketing and partner cookies',
      body: [
        'If you arrived through a partner’s link, the pid and sid cookies (365 days) record which partner referred you so that we can pay them; an invite-token cookie may record an invitation. With your consent, marketing cookies measure our advertising.',
      ],
    },
    {
      heading: 'How to control cookies',
      body: [
        'Use the cookie preferences on this site, or your browser settings, to block or delete cookies. Blocking necessary cookies will prevent you from signing in. All our cookies are set with SameSite=Strict and, on secure connections, the Secure flag.',
        'Questions: {email}.',
      ],
    },
  ],
} satisfies StaticPageContent;
