import type { StaticPageContent } from '@/features/static-pages/content';

export default {
  title: 'FAQ and Help',
  updated: '2026-05-01',
  intro: 'Answers to the questions members ask most. Did not find yours? Write to us through the contact form — we reply within 24 hours.',
  sections: [
    {
      heading: 'Is registration free?',
      body: [
        'Yes. Creating an account and a profile is free for everyone, and ladies never pay anything. Men use credits for paid services such as letters and live chat.',
      ],
    },
    {
      heading: 'How do credits work?',
      body: [
        'Credits are bought in packs on the Buy credits page and added to your balance as soon as the payment is confirmed. Each paid service shows its price in credits before you use it — for example, a letter or a minute of live chat. Your Orders history lists every credit you spend, and Payments lists every pack you buy.',
      ],
    },
    {
      heading: 'Is there a subscription?',
      body: ['No. Each purchase is a single payment; nothing renews automatically.'],
    },
    {
      heading: 'How are ladies verified?',
      body: [
        'Each lady joins through a partner agency, which provides scans of her identity documents. Our moderators check them and review every photo before it is published.',
      ],
    },
    {
      heading: 'I forgot my password',
      body: [
        'Click “Sign in”, then “Forgot password?”, and enter the e-mail of your account. We send a link to choose a new password; it works once and only for a limited time.',
      ],
    },
    {
      heading: 'How do I change notification or e-mail settings?',
      body: [
        'Open Settings → Notifications. Each group (on-site notifications, sounds, e-mails) has a switch for the whole group and one for each kind of event. To stop all e-mails you can also use the Unsubscribe page.',
      ],
    },
    {
      heading: 'A payment was declined',
      body: [
        'Nothing was charged and no credits were added. Check your card details and limits, try another card, or contact your bank. If the problem continues, write to us.',
      ],
    },
    {
      heading: 'How do I close my account?',
      body: ['Write to {email} from your account’s e-mail address. We close the account and delete your data as described in our Privacy Policy.'],
    },
    {
      heading: 'Someone asked me for money',
      body: ['Do not send anything, and report the profile to us immediately. Asking for money is forbidden on {brand}. See our Safety Tips.'],
    },
  ],
} satisfies StaticPageContent;
