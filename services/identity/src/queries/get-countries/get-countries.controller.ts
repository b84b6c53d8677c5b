import { Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type CountryView, GetCountriesQuery } from './get-countries.query.js';

@Controller('api')
export class GetCountriesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/countries (public, empty body) → [{ id, name, code }]. */
  @Post('countries')
  list(): Promise<CountryView[]> {
    return this.queries.execute(new GetCountriesQuery());
  }
}
