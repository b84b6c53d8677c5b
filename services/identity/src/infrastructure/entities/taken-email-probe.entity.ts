import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A sign-up refused because its e-mail is taken (10027), kept for moderators. */
@Entity({ schema: 'identity', name: 'taken_email_probes' })
export class TakenEmailProbeEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id: string;

  @Column({ type: 'text', nullable: true })
  ip: string | null;

  /** Normalized (lower case). */
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ name: 'probed_at', type: 'timestamptz' })
  probedAt: Date;
}
