import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Country } from '../../domain/profile.js';
import { Countries } from '../../infrastructure/countries.js';
import { GetCountriesQuery } from './get-countries.query.js';

@QueryHandler(GetCountriesQuery)
export class GetCountriesHandler implements IQueryHandler<GetCountriesQuery> {
  constructor(@Inject(Countries) private readonly countries: Countries) {}

  execute(): Promise<Country[]> {
    return this.countries.all();
  }
}
