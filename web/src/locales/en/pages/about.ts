import type { StaticPageContent } from '@/features/static-pages/content';

export default {
  title: 'About Us',
  updated: '2026-05-01',
  intro:
    '{brand} is an international introduction service for men and women who are ready for a serious relationship and believe that the right person may live in another country.',
  sections: [
    {
      heading: 'Our mission',
      body: [
        'We help sincere people find each other across borders — safely, respectfully and at their own pace. Every feature we build serves real conversation: long letters, live chat, gifts that arrive at the door, and the time to get to know one another.',
      ],
    },
    {
      heading: 'How we work',
      body: [
        'Ladies join through partner agencies, which provide scans of their identity documents before a profile is published. Our moderators review every photo, every gift and every contact request. Membership is free for ladies; men pay only for the services they choose with credits — never a subscription.',
      ],
    },
    {
      heading: 'What we care about',
      body: [
        {
          list: [
            'Honesty: verified profiles and a zero-tolerance approach to scams.',
            'Privacy: your contact details stay private until you decide to share them.',
            'Respect: clear rules of conduct and fast action on reports.',
            'Transparency: prices are always shown before you pay, and every credit you spend is in your orders history.',
          ],
        },
      ],
    },
    {
      heading: 'Our team',
      body: [
        'Behind {brand} is a team of moderators, support specialists and engineers in several countries. Support answers in English and Russian within 24 hours.',
      ],
    },
    {
      heading: 'Contact',
      body: ['{address}. E-mail: {email}.'],
    },
  ],
} satisfies StaticPageContent;
