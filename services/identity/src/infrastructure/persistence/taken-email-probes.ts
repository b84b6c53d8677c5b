import { Inject, Injectable } from '@nestjs/common';
import { logger, type Sql } from '@dating/platform';
import type { ClientInfo } from '../../domain/client.js';
import { normalizeEmail } from '../../domain/email.js';
import { TAKEN_EMAIL_PROBE_ALERT } from '../../domain/request-limits.js';
import { IDENTITY_DB } from '../../identity.tokens.js';

/**
 * Sign-ups refused because the e-mail is taken, kept in `identity.taken_email_probes` for
 * moderators. When one address has tried several different registered e-mails within the hour,
 * it is probably testing a list of addresses: a warning names the address (not the e-mails).
 */
@Injectable()
export class TakenEmailProbes {
  private readonly log = logger('registration-probes');

  constructor(@Inject(IDENTITY_DB) private readonly sql: Sql) {}

  /** Never fails the request it watches: trouble here is logged and swallowed. */
  async record(email: string, client: ClientInfo): Promise<void> {
    try {
      await this.sql.query(`INSERT INTO identity.taken_email_probes (ip, email, user_agent) VALUES ($1, $2, $3)`, [
        client.ip,
        normalizeEmail(email),
        client.userAgent,
      ]);
      if (!client.ip) return;
      const [{ n }] = (await this.sql.query<{ n: number }>(
        `SELECT count(DISTINCT email)::int AS n FROM identity.taken_email_probes WHERE ip = $1 AND probed_at > now() - make_interval(secs => $2)`,
        [client.ip, TAKEN_EMAIL_PROBE_ALERT.windowMs / 1000],
      )) as [{ n: number }];
      if (n >= TAKEN_EMAIL_PROBE_ALERT.distinctEmails) {
        this.log.warn(
          { ip: client.ip, userAgent: client.userAgent, takenEmails: n, windowMinutes: TAKEN_EMAIL_PROBE_ALERT.windowMs / 60_000 },
          'one address is trying many registered e-mails at sign-up',
        );
      }
    } catch (err) {
      this.log.error({ err }, 'could not record a taken-e-mail sign-up');
    }
  }
}
