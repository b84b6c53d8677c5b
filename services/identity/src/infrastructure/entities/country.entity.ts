import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A country of the country list; the id is the ISO 3166-1 numeric code, `code` the alpha-2 code. */
@Entity({ schema: 'identity', name: 'countries' })
export class CountryEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  code: string;
}
