import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contact-info requests (realinfo, spec sections 1, 3, 7): a man asks for a lady's contacts, his
 * credits are held by billing, her agency's moderator and then a site moderator decide. One
 * request per man and lady, whatever its status: a second one is refused ('You already sent
 * request earlier!'). And billing's price of a request, as billing last announced it.
 */
export class ContactRequests1720000000700 implements MigrationInterface {
  name = 'ContactRequests1720000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE profiles.contact_requests (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      man_id bigint NOT NULL,
      lady_id bigint NOT NULL,
      -- The lady's agency when he asked (moved with her while the agency has not decided): its
      -- moderator's scope. NULL: the site moderator decides alone.
      agency_id text,
      status text NOT NULL DEFAULT 'process' CHECK (status IN ('process', 'verification', 'accept', 'reject')),
      -- Credits held on his account (billing's hold), captured on the site's accept.
      price integer NOT NULL CHECK (price > 0),
      hold_id text NOT NULL,
      charge_id text,
      reason text CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 500),
      -- A decision whose money is moving (the ledger is called between two transactions): only
      -- that decision may complete the request until it has (a retry of it, after a crash).
      settling text CHECK (settling IN ('capture', 'release')),
      created_at timestamptz NOT NULL DEFAULT now(),
      agency_decided_by text,
      agency_decided_at timestamptz,
      site_decided_by text,
      site_decided_at timestamptz,
      CHECK (man_id <> lady_id),
      -- One request per man and lady: the repeat check of realinfo/make-request (10034), his
      -- realinfo/get-info-status of one lady, and two concurrent requests storing one.
      CONSTRAINT contact_requests_one_per_pair UNIQUE (man_id, lady_id)
    )`);
    // The back office's queue: what waits at a step (filter status / step, oldest first) and its
    // count on the dashboard.
    await q.query(`CREATE INDEX contact_requests_waiting ON profiles.contact_requests (status, created_at) WHERE status IN ('process', 'verification')`);
    // An agency moderator's list (her agency's ladies only, the handler's filter), and moving a
    // lady's undecided requests when her agency changes.
    await q.query(`CREATE INDEX contact_requests_by_agency ON profiles.contact_requests (agency_id, created_at) WHERE agency_id IS NOT NULL`);
    await q.query(`CREATE INDEX contact_requests_by_lady ON profiles.contact_requests (lady_id) WHERE status = 'process'`);

    // billing's price list as profiles needs it (followed from billing's PriceChanged); billing's
    // seed price until an admin changes it.
    await q.query(
      `CREATE TABLE profiles.prices (action text PRIMARY KEY, price integer NOT NULL CHECK (price > 0), updated_at timestamptz NOT NULL DEFAULT now())`,
    );
    await q.query(`INSERT INTO profiles.prices (action, price) VALUES ('realinfo_request', 500)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE profiles.prices`);
    await q.query(`DROP TABLE profiles.contact_requests`);
  }
}
