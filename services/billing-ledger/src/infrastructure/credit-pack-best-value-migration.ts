import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The seeded figures of the two packs, so a catalogue an admin has changed is left to her. */
const SEEDED = {
  popular: `id = 'popular' AND best AND active AND credits = 150 AND price_usd_cents = 3999`,
  premium: `id = 'premium' AND NOT best AND active AND credits = 500 AND price_usd_cents = 11999`,
};

/**
 * The first seed (LedgerTables1763700000000) flagged the 150-credit pack "Best value", though the
 * 500-credit pack costs less per credit ($0.24 against $0.27). The flag moves to the 500 pack, but
 * only while both packs still stand as seeded: a flag or price an admin has set is hers (the flag
 * stays an admin's choice in the back office). The one-time starter is cheaper still, but it is an
 * introductory offer with its own badge, so it is not "Best value".
 */
export class CreditPackBestValue1764300000000 implements MigrationInterface {
  name = 'CreditPackBestValue1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE billing.credit_packs SET best = (id = 'premium'), updated_at = now()
      WHERE id IN ('popular', 'premium')
        AND EXISTS (SELECT 1 FROM billing.credit_packs WHERE ${SEEDED.popular})
        AND EXISTS (SELECT 1 FROM billing.credit_packs WHERE ${SEEDED.premium})`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE billing.credit_packs SET best = (id = 'popular'), updated_at = now()
      WHERE id IN ('popular', 'premium')
        AND EXISTS (SELECT 1 FROM billing.credit_packs WHERE id = 'premium' AND best AND credits = 500 AND price_usd_cents = 11999)
        AND EXISTS (SELECT 1 FROM billing.credit_packs WHERE id = 'popular' AND NOT best AND credits = 150 AND price_usd_cents = 3999)`);
  }
}
