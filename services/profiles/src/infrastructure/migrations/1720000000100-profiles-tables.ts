import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Profiles, their contacts, visits, and the geo lists (countries, cities). Every index says which
 * query it serves; the search's are measured by `npm run bench:search` (README, "Search speed").
 */
export class ProfilesTables1720000000100 implements MigrationInterface {
  name = 'ProfilesTables1720000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE profiles.countries (
      id integer PRIMARY KEY,
      code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z]{2}$'),
      name text NOT NULL UNIQUE
    )`);

    // PRIMARY KEY (country_id, name): guest/get-city lists one country's cities in name order.
    await q.query(`CREATE TABLE profiles.cities (
      country_id integer NOT NULL REFERENCES profiles.countries (id),
      name text NOT NULL,
      PRIMARY KEY (country_id, name)
    )`);

    await q.query(`CREATE TABLE profiles.profiles (
      member_id bigint PRIMARY KEY,
      user_type text NOT NULL CHECK (user_type IN ('man', 'woman')),
      name text NOT NULL,
      agency_id text CHECK (agency_id IS NULL OR user_type = 'woman'),
      birthday date,
      country_id integer REFERENCES profiles.countries (id),
      city text,
      nationality text,
      occupation text,
      education text,
      marital_status text,
      english_level text,
      languages text[] NOT NULL DEFAULT '{}',
      religion text,
      interests text[] NOT NULL DEFAULT '{}',
      pets text[] NOT NULL DEFAULT '{}',
      flowers text[] NOT NULL DEFAULT '{}',
      holidays text[] NOT NULL DEFAULT '{}',
      goals text[] NOT NULL DEFAULT '{}',
      children text,
      smoking text,
      alcohol text,
      accommodation text,
      hair_color text,
      eyes_color text,
      body_type text,
      height_cm smallint CHECK (height_cm BETWEEN 100 AND 250),
      weight_kg smallint CHECK (weight_kg BETWEEN 30 AND 300),
      status text NOT NULL DEFAULT '',
      about_me text,
      about_yourself text,
      partner_age_from smallint,
      partner_age_to smallint,
      partner_weight_from smallint,
      partner_weight_to smallint,
      partner_height_from smallint,
      partner_height_to smallint,
      partner_hair_color text,
      partner_eyes_color text,
      partner_children text,
      partner_type text,
      -- The media part fills this with the avatar photo's URL (and joins its photos table by member_id).
      avatar_url text,
      with_web_cam boolean NOT NULL DEFAULT false,
      with_hd_cam boolean NOT NULL DEFAULT false,
      -- Presence: online until this instant (activity: five minutes on; a chat connection: 'infinity').
      online_until timestamptz,
      last_active_at timestamptz,
      -- Distinct visitors ever: top/females.
      popularity integer NOT NULL DEFAULT 0,
      registered_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);

    // (The six listing indexes below keep only members who are not banned since 1720000001300.)
    // Newest first (the search's default order and sort_by_date, the `new` filter's range,
    // guest/get-last-joined): walked backwards or forwards within one sex. It carries every
    // filtered column (INCLUDE), so the search's count with looks filters (hair, eyes, body,
    // height, English, cams) is an index-only scan instead of a pass over the wide table rows.
    await q.query(`CREATE INDEX profiles_by_date ON profiles.profiles (user_type, registered_at, member_id)
      INCLUDE (birthday, country_id, height_cm, hair_color, eyes_color, body_type, english_level, with_web_cam, with_hd_cam, online_until)`);
    // sort_by_name, and name_or_id as a name prefix (LIKE 'abc%' uses a "C"-collated btree).
    await q.query(`CREATE INDEX profiles_by_name ON profiles.profiles (user_type, (lower(name) COLLATE "C"), member_id)`);
    // age_min / age_max (birthday bounds) without a country.
    await q.query(`CREATE INDEX profiles_by_birthday ON profiles.profiles (user_type, birthday)`);
    // country, alone or with an age range.
    await q.query(`CREATE INDEX profiles_by_country ON profiles.profiles (user_type, country_id, birthday)`);
    // is_online's count and guest/get-online-women (online_until > now: the few online, connected first).
    await q.query(`CREATE INDEX profiles_online ON profiles.profiles (user_type, online_until) INCLUDE (registered_at, member_id)`);
    // top/females: ladies by distinct visitors.
    await q.query(`CREATE INDEX profiles_by_popularity ON profiles.profiles (user_type, popularity DESC, member_id)`);
    // The agency moderator's scope (back office: her agency's ladies).
    await q.query(`CREATE INDEX profiles_by_agency ON profiles.profiles (agency_id) WHERE agency_id IS NOT NULL`);

    // Contacts live apart from the profile: no query that answers another member reads this table.
    await q.query(`CREATE TABLE profiles.contacts (
      member_id bigint PRIMARY KEY REFERENCES profiles.profiles (member_id) ON DELETE CASCADE,
      email text,
      phone text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);

    // One row per visitor and visited profile. PRIMARY KEY (visitor_id, visited_id): the repeat
    // check of profile/load and "profiles I visited" (guest/gel-all with i_visited).
    await q.query(`CREATE TABLE profiles.visits (
      visitor_id bigint NOT NULL,
      visited_id bigint NOT NULL,
      first_visited_at timestamptz NOT NULL,
      last_visited_at timestamptz NOT NULL,
      visits integer NOT NULL DEFAULT 1,
      seen_at timestamptz,
      PRIMARY KEY (visitor_id, visited_id)
    )`);
    // "Who visited me", newest first (the visitors list), and the unseen-visitors counter.
    await q.query(`CREATE INDEX visits_by_visited ON profiles.visits (visited_id, last_visited_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['visits', 'contacts', 'profiles', 'cities', 'countries']) await q.query(`DROP TABLE profiles.${table}`);
  }
}
