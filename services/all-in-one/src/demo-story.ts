import type { INestApplicationContext } from '@nestjs/common';
import type { Sql } from '@dating/platform';
import { demoMemberIds } from '@dating/identity';
import { seedDemoPurchase } from '@dating/billing-ledger';
import { seedChatDemo } from '@dating/chat-room';
import { seedDispatchDemo, seedMailDemo } from '@dating/mail';
import { DEMO_LADIES, DEMO_MEN, seedSocialDemo } from '@dating/profiles';

/** The demo man whose account has a history; john@ and mike@ start new. */
export const DEMO_STORY_MAN = 'david@demo.local';
/** The generated ladies of his story (identity's demo ladies, whom tests sign in as, stay out of it). */
const STORY_LADIES = 7;
/** The generated men who, with David, receive the demo's dispatch once a moderator approves it. */
const DISPATCH_MEN = 4;

/**
 * Gives David a member's history, made through each service's own commands: he bought the
 * cheapest credit pack in the sandbox, wrote to three ladies (two answered, unread), bought a
 * private photo, added two ladies to favorites and winked at one; six ladies visited him and three
 * winked at him; one of them, who is online, chatted with him for three billed minutes; another
 * proposed a dispatch to him and four other men, which awaits a moderator. So his header counters,
 * letters, winks, visitors, chat history and purchased album are not empty, finance's payments,
 * revenue, charges and chat sessions show a sale and its spending, and the moderators' dispatch
 * queue has one to decide. Runs once: a restart finds every step done.
 */
export async function seedDemoStory(app: INestApplicationContext, identity: Sql): Promise<void> {
  const [david, ...others] = await demoMemberIds(identity, [
    DEMO_STORY_MAN,
    ...DEMO_LADIES.slice(4, 4 + STORY_LADIES).map((l) => l.email),
    ...DEMO_MEN.slice(3, 3 + DISPATCH_MEN).map((m) => m.email),
  ]);
  // A data folder an earlier demo seeded has other generated members: it keeps the history it has.
  if (!david || others.some((id) => !id)) return;
  const ladies = others.slice(0, STORY_LADIES);
  const dispatchMen = others.slice(STORY_LADIES) as string[];
  const [l1, l2, l3, l4, l5, l6, l7] = ladies as string[];

  await seedDemoPurchase(app, david);
  await seedMailDemo(app, [
    {
      manId: david,
      ladyId: l1!,
      letter: {
        subject: 'Hello from Canada',
        message:
          'Hi! Your profile made me smile. I see you love travelling, and so do I. I live in Canada, not far from the lakes, ' +
          'and I spend my weekends hiking or cooking for friends. What place would you most like to see next?\n\nDavid',
      },
      reply: {
        subject: 'Re: Hello from Canada',
        message:
          'Hello David! Thank you for your kind letter, it was a nice surprise this morning. I would love to see Canada one day, ' +
          'especially the lakes in autumn. Tell me, what do you like to cook for your friends?',
      },
    },
    {
      manId: david,
      ladyId: l2!,
      letter: {
        subject: 'A question for you',
        message: 'Hello! You write that you like long walks and good books. Which book would you give to someone you have just met? I am curious.',
      },
      reply: {
        subject: 'Re: A question for you',
        message: 'Hi David, what a lovely question! I would give "The Little Prince": it is short, and everyone finds something in it. And you?',
      },
    },
    {
      manId: david,
      ladyId: l3!,
      letter: { subject: 'Good morning', message: 'I just wanted to say hello and wish you a wonderful day. I hope we can talk soon.' },
    },
  ]);
  await seedSocialDemo(app, {
    memberId: david,
    visitedBy: [l1!, l2!, l4!, l5!, l6!, l7!],
    visited: [l1!, l2!, l3!],
    winkedBy: [l4!, l5!, l6!],
    winkedAt: [l7!],
    favorites: [l1!, l2!],
    boughtAPrivatePhotoFrom: [l1!, l2!, l3!, l4!, l5!, l6!, l7!],
    // Waiting in the moderators' gift queue, and on his /gifts page as packaging.
    sentGifts: [{ to: l1!, gift: 'Box of Belgian chocolates', comment: 'For the lady who wants to see the lakes in autumn. David' }],
  });
  // Vera (l5) winked at him and is online: they chatted, and he paid three minutes of text chat.
  await seedChatDemo(app, {
    manId: david,
    ladyId: l5!,
    minutes: 3,
    lines: [
      { from: 'man', text: 'Hi Vera! Thank you for the wink, it made my evening. How is your day going?' },
      { from: 'lady', text: 'Hello David! I am glad you wrote. My day was busy, but now I have time for a nice talk.' },
      { from: 'man', text: 'I read that you love the sea. Do you live close to it?' },
      { from: 'lady', text: 'Yes, twenty minutes by tram. I walk along the beach every Sunday morning. And you, do you like the water?' },
      { from: 'man', text: 'Very much. I have a small boat on the lake near my town. Maybe one day I can show you the sunsets there.' },
      { from: 'lady', text: 'That sounds beautiful. I have to go now, but write to me soon, I want to hear more about your lake!' },
    ],
  });
  // Paola's mass letter (she winked at him) waits in the moderators' queue: nothing reaches the men until one approves it.
  await seedDispatchDemo(app, {
    ladyId: l6!,
    menIds: [david, ...dispatchMen],
    subject: 'A little hello',
    message:
      'Hello! The evenings are getting warmer here, and I love walking by the water after work while the sun goes down. ' +
      'I would love to hear how the season looks where you live. Write to me and tell me about your favourite time of year!',
  });
}
