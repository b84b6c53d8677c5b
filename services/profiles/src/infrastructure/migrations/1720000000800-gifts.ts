import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalogue a new site opens with (admins edit it in the back office): name, category, price, delivery price (credits). */
const CATALOGUE: [string, string, number, number][] = [
  ['11 red roses', 'flowers', 150, 30],
  ['25 white roses', 'flowers', 290, 30],
  ['Spring tulips', 'flowers', 90, 30],
  ['Lilies and orchids', 'flowers', 180, 30],
  ['Silver heart pendant', 'jewelry', 420, 40],
  ['Pearl earrings', 'jewelry', 640, 40],
  ['French perfume', 'perfume', 460, 40],
  ['Scented candle set', 'perfume', 140, 30],
  ['Spa day certificate', 'season_tickets_and_certificates', 380, 0],
  ['Beauty salon certificate', 'season_tickets_and_certificates', 260, 0],
  ['Wireless earbuds', 'electronic_devices', 520, 40],
  ['E-book reader', 'electronic_devices', 900, 40],
  ['Teddy bear', 'toys', 120, 30],
  ['Box of Belgian chocolates', 'food_and_beverage', 80, 30],
  ['Fruit basket', 'food_and_beverage', 140, 30],
  ['Birthday cake', 'food_and_beverage', 170, 30],
  ['Heart balloons', 'balloons', 90, 30],
  ['Silk scarf', 'clothing', 230, 40],
];

/**
 * Gifts (spec sections 3, 4, 7): the catalogue, and the gifts men send, each held on his account
 * by billing and decided by her agency's moderator and then a site moderator, as contact requests
 * are (held-moderation.ts): the same status and decision columns.
 */
export class Gifts1720000000800 implements MigrationInterface {
  name = 'Gifts1720000000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE profiles.gifts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      category text NOT NULL,
      price integer NOT NULL CHECK (price >= 1),
      delivery_price integer NOT NULL CHECK (delivery_price >= 0),
      -- A retired gift leaves the catalogue; the gifts sent keep it.
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    for (const [name, category, price, delivery] of CATALOGUE) {
      await q.query(`INSERT INTO profiles.gifts (name, category, price, delivery_price) VALUES ($1, $2, $3, $4)`, [name, category, price, delivery]);
    }
    await q.query(`CREATE TABLE profiles.gift_sends (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      -- His client's id of the attempt: a retry with it holds and stores once.
      client_id text NOT NULL,
      man_id bigint NOT NULL,
      lady_id bigint NOT NULL,
      -- Her agency when he sent it: its moderator's scope. NULL: the site moderator decides alone.
      agency_id text,
      gift_id bigint NOT NULL REFERENCES profiles.gifts (id),
      -- The prices when he sent it (old_price, old_delivery_price): what is held and captured.
      price integer NOT NULL CHECK (price >= 1),
      delivery_price integer NOT NULL CHECK (delivery_price >= 0),
      comment text CHECK (comment IS NULL OR length(comment) <= 1000),
      status text NOT NULL DEFAULT 'process' CHECK (status IN ('process', 'verification', 'accept', 'reject')),
      hold_id text NOT NULL,
      charge_id text,
      reason text CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 500),
      -- A decision whose money is moving (held-decisions.ts): only it may complete the gift meanwhile.
      settling text CHECK (settling IN ('capture', 'release')),
      created_at timestamptz NOT NULL DEFAULT now(),
      agency_decided_by text,
      agency_decided_at timestamptz,
      site_decided_by text,
      site_decided_at timestamptz,
      CHECK (man_id <> lady_id),
      CONSTRAINT gift_sends_one_per_attempt UNIQUE (man_id, client_id)
    )`);
    // His present/get-my-gifts (by date or price, a status filter).
    await q.query(`CREATE INDEX gift_sends_by_man ON profiles.gift_sends (man_id, created_at)`);
    // Her present/get-my-gifts: the gifts delivered to her.
    await q.query(`CREATE INDEX gift_sends_delivered_to ON profiles.gift_sends (lady_id, created_at) WHERE status = 'accept'`);
    // The back office's queue: what waits at a step, oldest first, and its count on the dashboard.
    await q.query(`CREATE INDEX gift_sends_waiting ON profiles.gift_sends (status, created_at) WHERE status IN ('process', 'verification')`);
    // An agency moderator's list (her agency's ladies only).
    await q.query(`CREATE INDEX gift_sends_by_agency ON profiles.gift_sends (agency_id, created_at) WHERE agency_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE profiles.gift_sends`);
    await q.query(`DROP TABLE profiles.gifts`);
  }
}
