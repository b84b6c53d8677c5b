import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One entry of the site configuration answered by `site/settings/get-all`; admins edit the values. */
@Entity({ schema: 'identity', name: 'site_settings' })
export class SiteSettingEntity {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** "staff:<id>" of the last editor; null for the seeded value. */
  @Column({ name: 'updated_by', type: 'text', nullable: true })
  updatedBy: string | null;
}
