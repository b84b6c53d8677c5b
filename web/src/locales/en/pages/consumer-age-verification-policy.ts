import type { StaticPageContent } from '@/features/static-pages/content';

export default {
  title: 'Age Verification Policy',
  updated: '2026-05-01',
  intro: '{brand} is strictly for adults. This policy explains how we make sure every member is at least 18 years old.',
  sections: [
    {
      heading: 'Minimum age',
      body: [
        'You must be 18 or older — or the age of majority where you live, if that is higher — to register or use the service. By registering you confirm that you meet this requirement. Profile ages must be between 18 and 100.',
      ],
    },
    {
      heading: 'How we verify',
      body: [
        {
          list: [
            'Ladies: before a lady’s profile is published, her partner agency provides scans of her identity documents. Our moderators check the date of birth and that the photos match the person.',
            'Men: every member confirms their age when registering. We may ask any member at any time to prove their age with an identity document, and the card payment provider performs its own checks on paying members.',
            'Moderators review photos and reports, and look for signs that a member may be a minor.',
          ],
        },
      ],
    },
    {
      heading: 'If we suspect a minor',
      body: [
        'An account we suspect belongs to someone under 18 is suspended immediately, and its content hidden, until age is proven. If it cannot be proven, the account is closed and any payments refunded.',
      ],
    },
    {
      heading: 'Parents and guardians',
      body: [
        'If you believe a minor is using {brand}, please tell us at {email}. We recommend parental-control tools to prevent children from reaching adult services.',
      ],
    },
    {
      heading: 'Your documents',
      body: [
        'Identity documents are used only for verification, are never shown to other members, and are stored securely for as long as the law requires. See our Privacy Policy.',
      ],
    },
  ],
} satisfies StaticPageContent;
