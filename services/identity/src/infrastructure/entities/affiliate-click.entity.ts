import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A visit that arrived through an affiliate link (`pid` partner, `sid` sub-id). */
@Entity({ schema: 'identity', name: 'affiliate_clicks' })
export class AffiliateClickEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id: string;

  @Column({ type: 'text' })
  pid: string;

  @Column({ type: 'text', nullable: true })
  sid: string | null;

  /** The address the browser reported (from a public IP-lookup service; may be empty). */
  @Column({ name: 'reported_ip', type: 'text', nullable: true })
  reportedIp: string | null;

  /** The address the request came from, as this server saw it. */
  @Column({ name: 'remote_ip', type: 'text', nullable: true })
  remoteIp: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
