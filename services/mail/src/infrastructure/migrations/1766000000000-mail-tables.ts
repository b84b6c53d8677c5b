import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Letters and each member's mailbox. A letter is one row (its text, its payment, when it was opened
 * and answered); each side of it has a mailbox row of its own (star, trash), so the sender and the
 * recipient file it apart. `members` is mail's copy of who is a man or a woman and their name (from
 * profiles' ProfileOpened and ProfileNameChanged), for the rules and the dialogs' name search.
 */
export class MailTables1766000000000 implements MigrationInterface {
  name = 'MailTables1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE mail.members (
      member_id bigint PRIMARY KEY,
      user_type text NOT NULL CHECK (user_type IN ('man', 'woman')),
      name text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX members_by_name ON mail.members (lower(name))`);

    await q.query(`CREATE TABLE mail.letters (
      id bigserial PRIMARY KEY,
      sender_id bigint NOT NULL,
      recipient_id bigint NOT NULL CHECK (recipient_id <> sender_id),
      -- The client's id of the letter: a retried send finds its letter here (and its charge by the same key).
      client_letter_id text NOT NULL,
      subject text NOT NULL,
      message text NOT NULL,
      -- Attached photos: [{ photo_id, small, large }], the sender's own accepted public photos.
      photos jsonb NOT NULL DEFAULT '[]',
      reply_to_id bigint REFERENCES mail.letters (id),
      dispatch_id bigint,
      -- free (a woman wrote it), charged (a man paid write_letter) or reversed (finance took the charge back).
      payment text NOT NULL CHECK (payment IN ('free', 'charged', 'reversed')),
      charge_id text,
      amount integer NOT NULL DEFAULT 0,
      fingerprint text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      opened_at timestamptz,
      -- When its recipient wrote back to its sender (the delete rule).
      answered_at timestamptz,
      UNIQUE (sender_id, client_letter_id)
    )`);
    await q.query(`CREATE INDEX letters_by_charge ON mail.letters (charge_id) WHERE charge_id IS NOT NULL`);
    await q.query(`CREATE INDEX letters_unanswered ON mail.letters (sender_id, recipient_id) WHERE answered_at IS NULL`);
    await q.query(`CREATE INDEX letters_by_fingerprint ON mail.letters (sender_id, fingerprint, created_at) WHERE dispatch_id IS NULL`);

    await q.query(`CREATE TABLE mail.mailbox (
      owner_id bigint NOT NULL,
      letter_id bigint NOT NULL REFERENCES mail.letters (id) ON DELETE CASCADE,
      companion_id bigint NOT NULL,
      side text NOT NULL CHECK (side IN ('in', 'out')),
      starred boolean NOT NULL DEFAULT false,
      trashed_at timestamptz,
      PRIMARY KEY (owner_id, letter_id)
    )`);
    // A dialog (owner and companion), newest first; the dialog list groups these.
    await q.query(`CREATE INDEX mailbox_by_dialog ON mail.mailbox (owner_id, companion_id, letter_id DESC)`);
    // The header's unread counter.
    await q.query(`CREATE INDEX mailbox_incoming ON mail.mailbox (owner_id) WHERE side = 'in' AND trashed_at IS NULL`);

    // The anti-scam list for moderators: one row per letter and reason.
    await q.query(`CREATE TABLE mail.letter_flags (
      id bigserial PRIMARY KEY,
      letter_id bigint NOT NULL REFERENCES mail.letters (id) ON DELETE CASCADE,
      sender_id bigint NOT NULL,
      recipient_id bigint NOT NULL,
      reason text NOT NULL CHECK (reason IN ('email', 'phone', 'messenger', 'repeated')),
      excerpt text NOT NULL,
      flagged_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (letter_id, reason)
    )`);
    await q.query(`CREATE INDEX letter_flags_by_sender ON mail.letter_flags (sender_id, id DESC)`);

    // Dispatches: a lady's letter to many men, sent copy by copy at a bounded rate.
    await q.query(`CREATE TABLE mail.dispatches (
      id bigserial PRIMARY KEY,
      lady_id bigint NOT NULL,
      agency_id text,
      subject text NOT NULL,
      message text NOT NULL,
      state text NOT NULL DEFAULT 'sending' CHECK (state IN ('sending', 'done')),
      total integer NOT NULL,
      sent integer NOT NULL DEFAULT 0,
      skipped integer NOT NULL DEFAULT 0,
      created_by text NOT NULL,
      idempotency_key text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`);
    await q.query(`CREATE INDEX dispatches_sending ON mail.dispatches (id) WHERE state = 'sending'`);
    await q.query(`CREATE TABLE mail.dispatch_recipients (
      dispatch_id bigint NOT NULL REFERENCES mail.dispatches (id) ON DELETE CASCADE,
      man_id bigint NOT NULL,
      state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'skipped')),
      letter_id bigint,
      reason text,
      PRIMARY KEY (dispatch_id, man_id)
    )`);
    await q.query(`CREATE INDEX dispatch_recipients_queued ON mail.dispatch_recipients (dispatch_id, man_id) WHERE state = 'queued'`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['dispatch_recipients', 'dispatches', 'letter_flags', 'mailbox', 'letters', 'members']) await q.query(`DROP TABLE mail.${table}`);
  }
}
