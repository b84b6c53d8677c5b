import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { logger, TokenSigner } from '@dating/platform';

const PURPOSE = 'identity.staff-totp-secret.v1';
const VERSION = 'v1';

/**
 * Keeps staff TOTP secrets encrypted at rest (AES-256-GCM, a fresh IV each time) with a key derived
 * from the token secret, so a copy of the database alone gives no second factor away. The staff
 * id is bound in as associated data: a ciphertext moved to another row does not open.
 * Rotating TOKEN_SECRET makes the stored secrets unreadable: every staff member then has to be
 * re-enrolled by an admin (staff `totp_enrolled: false`), as the sign-in says.
 */
@Injectable()
export class TotpSecrets {
  private readonly key: Buffer;
  private readonly log = logger('totp-secrets');

  constructor(@Inject(TokenSigner) tokens: TokenSigner) {
    this.key = tokens.deriveKey(PURPOSE);
  }

  seal(staffId: string, secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`staff:${staffId}`));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The secret, or null when the text was not sealed for this staff member with this key. */
  open(staffId: string, sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(`staff:${staffId}`));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      this.log.error({ staffId }, 'a stored TOTP secret does not open with the current key (TOKEN_SECRET rotated?): an admin must re-enroll this account');
      return null;
    }
  }
}
