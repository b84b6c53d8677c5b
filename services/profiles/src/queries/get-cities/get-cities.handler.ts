import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { GetCitiesQuery } from './get-cities.query.js';

@QueryHandler(GetCitiesQuery)
export class GetCitiesHandler implements IQueryHandler<GetCitiesQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ countryId }: GetCitiesQuery): Promise<string[]> {
    const rows = await this.db.query<{ name: string }>(`SELECT name FROM profiles.cities WHERE country_id = $1 ORDER BY name`, [countryId]);
    return rows.map((r) => r.name);
  }
}
