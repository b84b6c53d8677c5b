import type { INestApplicationContext } from '@nestjs/common';
import type { ServiceDb } from '@dating/platform';
import { checkScammer, newScammer, type ScammerInput } from '../domain/scammers.js';
import { writeScammer } from '../infrastructure/scammers.js';
import { PROFILES_DB } from '../profiles.tokens.js';

/** The demo's scammers list: made-up people (example.com addresses, reserved-looking numbers), the kinds of story moderators see. */
const DEMO_SCAMMERS: ScammerInput[] = [
  {
    name: 'Alina Petrenko (also "Alina Smirnova")',
    country: 804,
    emails: ['alina.sunshine@example.com', 'alina.smirnova.love@example.net'],
    phones: ['+380 67 000 11 22'],
    other_contacts: ['WhatsApp: +380 67 000 11 22', 'instagram.com/alina.sunshine.example'],
    description:
      'Wrote to several members outside the site within days of the first letter, then asked for money for a visa, plane tickets and "a sick mother".\nUsed photos copied from a model\'s social media.',
  },
  {
    name: 'Kristina M.',
    country: 643,
    emails: ['kristina.m.example@example.org'],
    phones: [],
    other_contacts: ['Telegram: @kristina_m_example'],
    description: 'Asked members to pay for "a translation agency" and "courier fees" for a parcel that never existed.',
  },
  {
    name: 'Diana Kovalenko',
    country: 112,
    emails: ['diana.k.example@example.com'],
    phones: ['+375 29 000 33 44'],
    other_contacts: [],
    description: 'Offered a "business opportunity" in cryptocurrency after two weeks of letters and asked for a transfer to a crypto wallet.',
  },
];

/** Lists the demo's scammers once (an empty list only: a restart, or staff's own entries, leave it as it is). */
export async function seedScammersDemo(app: INestApplicationContext): Promise<void> {
  const db = app.get<ServiceDb>(PROFILES_DB, { strict: false });
  await db.transaction(async (tx) => {
    await tx.query(`LOCK TABLE profiles.scammers IN SHARE ROW EXCLUSIVE MODE`);
    if ((await tx.query(`SELECT 1 FROM profiles.scammers LIMIT 1`)).length) return;
    for (const input of DEMO_SCAMMERS) {
      const checked = checkScammer(input, true);
      if (!checked.ok) throw new Error(`demo scammer ${String(input.name)}: ${checked.message}`);
      await writeScammer(tx, null, newScammer(checked.fields));
    }
  });
}
