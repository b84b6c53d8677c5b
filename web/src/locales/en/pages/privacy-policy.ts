import type { StaticPageContent } from '@/features/static-pages/content';

export default {
  title: 'Privacy Policy',
  updated: '2026-05-01',
  intro:
    'This policy explains what personal data {brand} collects, why, how long we keep it and the rights you have. The company that operates {brand} ({address}) is the controller of your data. Our data protection contact is {email}.',
  sections: [
    {
      heading: 'What we collect',
      body: [
        {
          list: [
            'Account data: name, e-mail address, password (stored only as a salted hash), whether you are a man or a woman, date of registration.',
            'Profile data you choose to add: photos, description, interests, appearance and preferences.',
            'Communications: letters, chat messages, winks, gifts and your messages to support, including attachments.',
            'Payment data: the credit packs you buy, amounts, dates and the payment provider’s transaction reference. Card numbers are entered on the provider’s page; we never see or store them.',
            'Technical data: IP address, browser and device information, sign-in times, and cookies (see our Cookie Policy).',
            'For ladies: identity document scans provided by the partner agency, used only to verify identity and age.',
          ],
        },
      ],
    },
    {
      heading: 'Why we use it',
      body: [
        {
          list: [
            'To provide the service you signed up for: your account, profile, introductions, messaging and billing (performance of our contract with you).',
            'To keep members safe: moderation, fraud and scam prevention, age and identity verification (our legitimate interests and legal obligations).',
            'To send service e-mails and, where you allowed it, notifications about activity on your account (you can change these in Settings).',
            'To improve the service with aggregated statistics, and for analytics and marketing cookies only with your consent.',
            'To meet legal obligations such as accounting, tax and responding to lawful requests.',
          ],
        },
      ],
    },
    {
      heading: 'Who we share it with',
      body: [
        'Other members see your public profile. We share data with service providers who process it on our behalf under contract — hosting, e-mail delivery, the card payment provider, and our partner agencies for ladies’ verification — and with authorities when the law requires it. We never sell your personal data.',
        'Some providers are located outside your country. Where data leaves the European Economic Area or the United Kingdom we use appropriate safeguards such as standard contractual clauses.',
      ],
    },
    {
      heading: 'How long we keep it',
      body: [
        'We keep your account data while your account is open. After you close it we delete or anonymise it within 90 days, except records we must keep by law (for example payment records, kept for up to 7 years) and data needed to prevent repeated fraud.',
      ],
    },
    {
      heading: 'Your rights',
      body: [
        'Depending on where you live you may have the right to access your data, correct it, delete it, restrict or object to its use, receive a copy in a portable format, and withdraw consent at any time. Write to {email} to use these rights; we answer within one month. You may also complain to your data protection authority.',
      ],
    },
    {
      heading: 'Security',
      body: [
        'We protect your data with encryption in transit, hashed passwords, access controls and regular reviews. No system is perfectly secure; if we learn of a breach that affects you, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      heading: 'Changes',
      body: ['If we change this policy in a way that matters, we will tell you in advance by e-mail or with a notice on the site.'],
    },
  ],
} satisfies StaticPageContent;
