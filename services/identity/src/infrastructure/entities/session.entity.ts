import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SubjectKind } from '../../domain/subject.js';

/** A signed-in session; an access token names one, and revoking it kills the token at once. */
@Entity({ schema: 'identity', name: 'sessions' })
export class SessionEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'subject_kind', type: 'text' })
  subjectKind: SubjectKind;

  @Column({ name: 'subject_id', type: 'bigint' })
  subjectId: string;

  @Column({ name: 'remember_me', type: 'boolean' })
  rememberMe: boolean;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ type: 'text', nullable: true })
  ip: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
