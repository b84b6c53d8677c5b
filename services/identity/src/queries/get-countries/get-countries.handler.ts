import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Sql } from '@dating/platform';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { type CountryView, GetCountriesQuery } from './get-countries.query.js';

@QueryHandler(GetCountriesQuery)
export class GetCountriesHandler implements IQueryHandler<GetCountriesQuery> {
  constructor(@Inject(IDENTITY_DB) private readonly sql: Sql) {}

  execute(): Promise<CountryView[]> {
    return this.sql.query<CountryView>(`SELECT id, name, code FROM identity.countries ORDER BY name`);
  }
}
