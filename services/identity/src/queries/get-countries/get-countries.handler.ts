import { Inject, Injectable } from '@nestjs/common';
import type { ServiceDatabase } from '@dating/platform';
import { IDENTITY_DB } from '../../identity.tokens.js';

export interface CountryView {
  id: number;
  name: string;
  code: string;
}

/** The country list, by name. Ids are ISO 3166-1 numeric codes, `code` the alpha-2 code. */
@Injectable()
export class GetCountriesHandler {
  constructor(@Inject(IDENTITY_DB) private readonly db: ServiceDatabase) {}

  async execute(): Promise<CountryView[]> {
    return this.db.dataSource.query(`SELECT id, name, code FROM identity.countries ORDER BY name`);
  }
}
