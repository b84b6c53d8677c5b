import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One failed sign-in, counted per account ("member:<email>", "staff:<email>") and per client address. */
@Entity({ schema: 'identity', name: 'sign_in_failures' })
export class SignInFailureEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id: string;

  @Column({ type: 'text' })
  scope: 'account' | 'ip';

  @Column({ type: 'text' })
  key: string;

  @Column({ name: 'failed_at', type: 'timestamptz' })
  failedAt: Date;
}
