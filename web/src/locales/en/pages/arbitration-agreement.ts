import type { StaticPageContent } from '@/features/static-pages/content';

export default {
  title: 'Arbitration and Dispute Resolution',
  updated: '2026-05-01',
  intro:
    'We want to solve any disagreement with you quickly and fairly. This section of our Terms of Use explains the steps. Nothing here takes away rights that the law of your country gives you as a consumer.',
  sections: [
    {
      heading: '1. Talk to us first',
      body: [
        'Before starting any formal proceedings, write to {email} describing the problem and what you would like us to do. We will reply within 24 hours and work with you in good faith for at least 30 days to resolve it.',
      ],
    },
    {
      heading: '2. Mediation',
      body: [
        'If we cannot agree, either of us may propose mediation by an independent mediator. Mediation is voluntary and confidential; we pay the mediator’s fees for claims below USD 10,000.',
      ],
    },
    {
      heading: '3. Arbitration',
      body: [
        'Where the law allows it, disputes that are not resolved by mediation are settled by binding arbitration before a single arbitrator, conducted in English (or Russian, on request) and, where possible, online. The arbitrator may award the same remedies a court could. Each side bears its own costs unless the arbitrator decides otherwise.',
      ],
    },
    {
      heading: '4. Exceptions',
      body: [
        {
          list: [
            'Either party may bring an individual claim in a small-claims court.',
            'Consumers living in the European Union or the United Kingdom may always bring proceedings in the courts of their country of residence and use the online dispute resolution platform of the European Commission.',
            'Either party may ask a court for urgent relief to stop infringement of intellectual property or misuse of the service.',
          ],
        },
      ],
    },
    {
      heading: '5. No class actions',
      body: ['To the extent permitted by law, disputes are resolved individually, not as part of a class, collective or representative action.'],
    },
    {
      heading: '6. Governing law',
      body: [
        'These terms are governed by the law of the country where the operating company is registered ({address}), without depriving you of the protection of the mandatory laws of your country of residence.',
      ],
    },
  ],
} satisfies StaticPageContent;
