import type { StaticPageContent } from '@/features/static-pages/content';

export default {
  title: 'Complaint and Content Removal Policy',
  updated: '2026-05-01',
  intro:
    'Anyone — member or not — can tell us about content on {brand} they believe is illegal, harmful, infringes their rights, or breaks our rules, and ask for its removal. This policy explains how we handle such complaints.',
  sections: [
    {
      heading: 'What you can report',
      body: [
        {
          list: [
            'photos or texts published without the consent of the person shown or described;',
            'impersonation or fake profiles;',
            'requests for money, scams, or suspected fraud;',
            'harassment, threats, hate speech or sexually explicit content;',
            'any content that appears to involve a person under 18;',
            'copyright or trademark infringement.',
          ],
        },
      ],
    },
    {
      heading: 'How to complain',
      body: [
        'Use the contact form or write to {email}. Please include the member’s ID or a link to the content, what is wrong and, for rights-based requests, proof that you are the person concerned or authorised to act for them. You may attach screenshots.',
      ],
    },
    {
      heading: 'What happens next',
      body: [
        'We confirm receipt within 24 hours. Content that may involve a minor or an imminent risk of harm is removed immediately. Other complaints are reviewed by a moderator within 7 days. We tell you the outcome and, where we remove content, we also tell the member who published it, unless this would put someone at risk.',
      ],
    },
    {
      heading: 'Appeals',
      body: [
        'If you disagree with our decision — as the person who complained or as the member whose content was removed — reply to our message within 30 days and explain why. A different moderator will review the case and answer within 14 days.',
      ],
    },
    {
      heading: 'Reports to authorities',
      body: [
        'We report suspected child sexual abuse material and credible threats to the competent authorities, and cooperate with lawful requests from law enforcement.',
      ],
    },
  ],
} satisfies StaticPageContent;
