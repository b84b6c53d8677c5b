import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { UserType } from '@dating/platform';

/** A member (man or woman). Ids are positive integers, shown on profiles ("ID 100001"). */
@Entity({ schema: 'identity', name: 'members' })
export class MemberEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  /** As typed (trimmed); unique case-insensitively. */
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'user_type', type: 'text' })
  userType: UserType;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  /** Stream version of the member's events: bumped once per event written to the outbox. */
  @Column({ type: 'integer' })
  version: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'password_changed_at', type: 'timestamptz' })
  passwordChangedAt: Date;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  /** Set by moderation (ban): blocks sign-in and every session. */
  @Column({ name: 'blocked_at', type: 'timestamptz', nullable: true })
  blockedAt: Date | null;
}
