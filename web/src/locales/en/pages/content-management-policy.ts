import type { StaticPageContent } from '@/features/static-pages/content';

export default {
  title: 'Content Management Policy',
  updated: '2026-05-01',
  intro:
    'Members publish photos, videos, profile texts, letters and chat messages on {brand}. This policy sets out what content is allowed and how we review it, so that the community stays respectful, safe and honest.',
  sections: [
    {
      heading: 'What is allowed',
      body: [
        {
          list: [
            'Recent photos and videos of yourself, in which you are clearly visible.',
            'Truthful information about you and the partner you are looking for.',
            'Respectful, personal conversation.',
          ],
        },
      ],
    },
    {
      heading: 'What is not allowed',
      body: [
        {
          list: [
            'Nudity or sexually explicit content; content involving anyone under 18 in any way.',
            'Photos of other people, celebrities, or images taken from the internet.',
            'Contact details, links or advertising in public profile texts.',
            'Requests for money or financial help, and offers of paid services.',
            'Hate speech, harassment, threats, violence or illegal activity.',
          ],
        },
      ],
    },
    {
      heading: 'How we review content',
      body: [
        'Every new photo goes to moderation and appears only after approval, normally within 24 hours. For ladies, the partner agency reviews content first and our site moderators make the final decision. Photos, videos, gifts and contact requests follow the same two-step review.',
        'Letters and chats are private, but we review them when a member reports them or when our automated checks detect likely scams or abuse.',
      ],
    },
    {
      heading: 'Enforcement',
      body: [
        'Depending on the seriousness, we may reject content, warn the member, limit features, suspend or close the account, and add confirmed scammers to our scammers list. Serious illegal content is reported to the authorities.',
      ],
    },
    {
      heading: 'Questions and appeals',
      body: ['If your content was rejected and you believe it follows these rules, write to {email}; see also our Complaint and Content Removal Policy.'],
    },
  ],
} satisfies StaticPageContent;
