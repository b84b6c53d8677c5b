import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A password reset link: only the SHA-256 (hex) of the token is stored. */
@Entity({ schema: 'identity', name: 'password_reset_tokens' })
export class PasswordResetTokenEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'member_id', type: 'bigint' })
  memberId: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** Set when a newer request replaced this link. */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
