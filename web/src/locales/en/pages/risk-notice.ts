import type { StaticPageContent } from '@/features/static-pages/content';

export default {
  title: 'Risk Notice',
  updated: '2026-05-01',
  intro:
    'Online dating brings people together who would never meet otherwise — and, like meeting anyone new, it carries risks. We moderate profiles and check ladies’ identities, but we cannot know everything about every member. Please read this notice before you start.',
  sections: [
    {
      heading: 'No guarantee of results',
      body: [
        '{brand} introduces people; it cannot promise that you will find a partner, that feelings will be mutual, or that any relationship will lead to marriage.',
      ],
    },
    {
      heading: 'People may not be who they say they are',
      body: [
        'Despite verification and moderation, a member may give false information or pursue dishonest aims. Be cautious about anyone who quickly declares strong feelings, avoids video calls, or has a story that changes.',
      ],
    },
    {
      heading: 'Financial risk',
      body: [
        'Never send money, gifts outside the service, or banking details to anyone you met here, whatever the reason given (travel, visas, illness, emergencies). Members are forbidden to ask for money; report anyone who does. Spend credits only on conversations you value; you control your balance at all times.',
      ],
    },
    {
      heading: 'Meeting in person and travelling',
      body: [
        'Meeting someone from another country involves travel, visas, different laws and customs. Meet in public places, tell a friend or relative where you are, keep your documents and return ticket, and follow the advice of your government’s travel service.',
      ],
    },
    {
      heading: 'Emotional wellbeing',
      body: ['Long-distance relationships can be emotionally demanding. Take your time, keep perspective, and talk to people you trust.'],
    },
    {
      heading: 'We are here to help',
      body: ['If something feels wrong, stop and write to us at {email}. See also our Safety Tips.'],
    },
  ],
} satisfies StaticPageContent;
