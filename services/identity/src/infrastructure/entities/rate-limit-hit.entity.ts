import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One attempt counted against a rate limit: a sign-in (per account, per account and address, per
 * address), a registration or a password-reset request. See `domain/rate-limit.ts`.
 */
@Entity({ schema: 'identity', name: 'rate_limit_hits' })
export class RateLimitHitEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id: string;

  /** e.g. "sign-in:account", "sign-in:account-address", "sign-in:address". */
  @Column({ type: 'text' })
  scope: string;

  @Column({ type: 'text' })
  key: string;

  @Column({ name: 'hit_at', type: 'timestamptz' })
  hitAt: Date;
}
