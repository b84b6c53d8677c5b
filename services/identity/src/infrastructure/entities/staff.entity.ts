import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StaffRole } from '@dating/platform';

/** A back-office account. An agency moderator is bound to exactly one agency. */
@Entity({ schema: 'identity', name: 'staff' })
export class StaffEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  role: StaffRole;

  @Column({ name: 'agency_id', type: 'text', nullable: true })
  agencyId: string | null;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;
}
