import type { StaticPageContent } from '@/features/static-pages/content';

export default {
  title: 'Terms of Use',
  updated: '2026-05-01',
  intro:
    'These Terms of Use are a binding agreement between you and the company that operates {brand} ({address}). By creating an account or using the service you accept them. Please read them carefully; if you do not agree, do not use {brand}.',
  sections: [
    {
      heading: '1. Who may use the service',
      body: [
        '{brand} is an international dating and introduction service for adults who are looking for a genuine, serious relationship. You may register only if:',
        {
          list: [
            'you are at least 18 years old and of legal age to enter into a binding contract where you live;',
            'you are not married or, if you are, you are legally separated and say so in your profile;',
            'you have not been convicted of a violent or sexual offence and are not required to register as a sex offender;',
            'you have not previously been removed from the service by us.',
          ],
        },
        'One person may hold one account. Accounts may not be shared, sold or transferred.',
      ],
    },
    {
      heading: '2. Your account',
      body: [
        'You are responsible for the accuracy of the information you give us and for keeping your password secret. Tell us at once at {email} if you believe someone else has used your account.',
        'We may ask you to confirm your identity or age at any time. Ladies’ profiles are published only after their partner agency has provided scans of identity documents, which we check.',
      ],
    },
    {
      heading: '3. Credits and paid services',
      body: [
        'Registration is free. Men pay for certain services with credits: live text chat (per minute), letters, private photos and videos, contact information requests and gifts. Women are never charged.',
        'Credits are bought in packs through our card payment provider. The price of each service is shown before you use it and is taken from your balance when the service is delivered. Credits have no cash value, cannot be transferred to another member and are refunded only as described in our Payment and Refund Policy.',
      ],
    },
    {
      heading: '4. Rules of conduct',
      body: [
        'You agree to treat other members with respect. In particular you must not:',
        {
          list: [
            'ask any member for money, gifts outside the service, loans, or financial or banking information;',
            'post content that is false, offensive, sexually explicit, hateful, or that infringes anyone’s rights;',
            'impersonate another person or use photos that are not of you;',
            'advertise, solicit, spam, or use the service for any commercial purpose;',
            'harass, threaten or stalk anyone, on or off the service;',
            'use robots, scrapers or any automated means to access the service.',
          ],
        },
      ],
    },
    {
      heading: '5. Content you share',
      body: [
        'You keep ownership of the photos and texts you publish, and you give us a worldwide, non-exclusive, royalty-free licence to host, display and moderate them for the purpose of running the service. Photos are reviewed before they appear; we may refuse or remove any content that breaks these terms.',
      ],
    },
    {
      heading: '6. Moderation, suspension and termination',
      body: [
        'We may warn you, limit features, suspend or close your account if you break these terms, if we suspect fraud, or if required by law. Where appropriate we will tell you why. You may close your account at any time by writing to {email}; unused credits are handled under our Payment and Refund Policy.',
      ],
    },
    {
      heading: '7. Disclaimers and liability',
      body: [
        '{brand} provides a platform for introductions; we do not guarantee that you will meet a partner, and we are not responsible for the conduct of members on or off the service. Please read our Safety Tips and Risk Notice.',
        'To the extent permitted by law, our total liability to you is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits liability that cannot be limited by law, including for death or personal injury caused by negligence, or for fraud.',
      ],
    },
    {
      heading: '8. Changes, disputes and contact',
      body: [
        'We may update these terms; we will tell you of material changes in advance by e-mail or on the site. Disputes are resolved as described in our Arbitration and Dispute Resolution policy. Questions about these terms: {email}.',
      ],
    },
  ],
} satisfies StaticPageContent;
