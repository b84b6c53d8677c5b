import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The flags a member changed; missing flags take their default ('on'). */
@Entity({ schema: 'identity', name: 'member_settings' })
export class MemberSettingsEntity {
  @PrimaryColumn({ name: 'member_id', type: 'bigint' })
  memberId: string;

  @Column({ type: 'jsonb' })
  settings: Record<string, string>;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
