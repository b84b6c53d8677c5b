import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The chat's own tables: the member cards it shows (from identity's and profiles' events), chat
 * refresh tokens (rotation families), rooms with their message sequence, messages, presence
 * counted per member across sockets and processes, and the processes holding sockets.
 */
export class ChatTables1765000000000 implements MigrationInterface {
  name = 'ChatTables1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE chat_room.members (
      member_id text PRIMARY KEY,
      user_type text NOT NULL CHECK (user_type IN ('man', 'woman')),
      full_name text NOT NULL DEFAULT '',
      avatar_small text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE chat_room.refresh_tokens (
      id uuid PRIMARY KEY,
      family_id uuid NOT NULL,
      member_id text NOT NULL,
      session_id text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX refresh_tokens_family ON chat_room.refresh_tokens (family_id)`);
    await q.query(`CREATE TABLE chat_room.rooms (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      man_id text NOT NULL,
      woman_id text NOT NULL,
      last_seq bigint NOT NULL DEFAULT 0,
      man_wrote boolean NOT NULL DEFAULT false,
      woman_wrote boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_message_at timestamptz,
      UNIQUE (man_id, woman_id)
    )`);
    await q.query(`CREATE INDEX rooms_woman ON chat_room.rooms (woman_id)`);
    await q.query(`CREATE TABLE chat_room.messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      room_id uuid NOT NULL REFERENCES chat_room.rooms (id),
      seq bigint NOT NULL,
      sender_id text NOT NULL,
      receiver_id text NOT NULL,
      client_message_id text NOT NULL,
      type text NOT NULL DEFAULT 'message' CHECK (type IN ('message', 'invite')),
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (room_id, seq),
      UNIQUE (sender_id, client_message_id)
    )`);
    await q.query(`CREATE TABLE chat_room.presence (
      member_id text PRIMARY KEY,
      connections integer NOT NULL DEFAULT 0 CHECK (connections >= 0),
      changed_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX presence_online ON chat_room.presence (member_id) WHERE connections > 0`);
    await q.query(`CREATE TABLE chat_room.nodes (
      id uuid PRIMARY KEY,
      seen_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE chat_room.connections (
      socket_id text PRIMARY KEY,
      node_id uuid NOT NULL,
      member_id text NOT NULL,
      connected_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX connections_node ON chat_room.connections (node_id)`);
    // billing's price list as the chat needs it (followed from billing's PriceChanged); billing's seed price until then.
    await q.query(`CREATE TABLE chat_room.prices (action text PRIMARY KEY, price integer NOT NULL CHECK (price >= 0))`);
    await q.query(`INSERT INTO chat_room.prices (action, price) VALUES ('text_chat', 1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['prices', 'connections', 'nodes', 'presence', 'messages', 'rooms', 'refresh_tokens', 'members'])
      await q.query(`DROP TABLE chat_room.${table}`);
  }
}
