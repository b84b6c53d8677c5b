import type { StaticPageContent } from '@/features/static-pages/content';

export default {
  title: 'Safety Tips',
  updated: '2026-05-01',
  intro: 'Most people on {brand} are here for the same reason you are. These simple habits help you enjoy meeting them while staying safe.',
  sections: [
    {
      heading: 'Protect your money',
      body: [
        {
          list: [
            'Never send money, gift cards, cryptocurrency or bank details to anyone you met online — not for tickets, visas, medical bills or emergencies.',
            'Be wary of investment offers or requests to move the conversation to another app quickly.',
            'Members are forbidden to ask for money. If someone does, report them; that is the surest sign of a scam.',
          ],
        },
      ],
    },
    {
      heading: 'Protect your personal information',
      body: [
        {
          list: [
            'Keep your home address, workplace, and financial details to yourself until you have built real trust.',
            'Use a strong, unique password for {brand} and never share it.',
            'Think before sharing intimate photos: once sent, you cannot control them.',
          ],
        },
      ],
    },
    {
      heading: 'Get to know the person',
      body: [
        'Take your time. Ask questions, exchange letters, use live video when you can. Be cautious if someone’s story keeps changing, if they avoid video, or if they profess deep love very quickly.',
      ],
    },
    {
      heading: 'Meeting in person',
      body: [
        {
          list: [
            'Meet in a busy public place and arrange your own transport and accommodation.',
            'Tell a friend or relative where you will be, and check in with them.',
            'When travelling abroad, keep your passport and return ticket with you and know how to reach your embassy.',
            'Stay sober enough to make clear decisions, and leave if you feel uncomfortable.',
          ],
        },
      ],
    },
    {
      heading: 'Report anything suspicious',
      body: [
        'Report a profile or a message from the conversation, or write to {email}. Reports are confidential and reviewed by our moderators. In an emergency, contact local police first.',
      ],
    },
  ],
} satisfies StaticPageContent;
