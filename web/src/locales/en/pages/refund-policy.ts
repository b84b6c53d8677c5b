import type { StaticPageContent } from '@/features/static-pages/content';

export default {
  title: 'Payment and Refund Policy',
  updated: '2026-05-01',
  intro: 'This policy explains how payments for credits work on {brand} and when you can get your money back.',
  sections: [
    {
      heading: 'Buying credits',
      body: [
        'Credits are sold in packs; the price of each pack is shown in US dollars before you pay. Payments are processed on the secure hosted page of our card payment provider. Your card is charged once per purchase — there is no subscription and no automatic renewal.',
        'Credits are added to your balance as soon as the provider confirms the payment, usually within seconds. A declined or cancelled payment adds nothing and charges nothing. Some packs are one-time offers and can be bought only once per account.',
      ],
    },
    {
      heading: 'Using credits',
      body: [
        'The price of each service in credits (for example, a letter or a minute of live chat) is shown in the service and in your account. Credits are taken from your balance only when the service is delivered, and every movement is listed in your Orders history. Credits have no cash value and cannot be transferred.',
      ],
    },
    {
      heading: 'Refunds',
      body: [
        {
          list: [
            'Unused credits: you may ask for a refund of a pack within 14 days of purchase if you have not used any of its credits.',
            'Technical failures: if a paid service was not delivered because of an error on our side, the credits are returned to your balance.',
            'Unauthorised payments: if your card was used without your permission, contact us and your bank immediately.',
            'Closed accounts: if we close your account for breaking the Terms of Use, unused credits are not refunded unless the law requires it.',
          ],
        },
        'Approved refunds go back to the card you paid with within 5–10 business days. The matching credits are removed from your balance.',
      ],
    },
    {
      heading: 'Chargebacks',
      body: [
        'Please contact us before disputing a charge with your bank — most issues are solved quickly. When a chargeback is made, the credits of that payment are removed from the account, and the account may be suspended while we review it.',
      ],
    },
    {
      heading: 'How to ask',
      body: ['Write to {email} from the address of your account, with the date and amount of the payment. We answer within 24 hours.'],
    },
  ],
} satisfies StaticPageContent;
