import { Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Country } from '../../domain/profile.js';
import { GetCountriesQuery } from './get-countries.query.js';

@Controller('api')
export class GetCountryController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/guest/get-country (public, empty body) → [{ id, name, code }] by name. */
  @Post('guest/get-country')
  list(): Promise<Country[]> {
    return this.queries.execute(new GetCountriesQuery());
  }
}

/**
 * POST /api/countries (public, empty body; answer status, result): the same list under the spec's
 * other path. Identity answered it until the list moved here; this controller is registered only
 * once identity's GetCountriesController is gone (two controllers on one path: the first module's
 * wins, see the README), so ProfilesModule lists it in COUNTRIES_ROUTE, off until the merge.
 */
@Controller('api')
export class CountriesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Post('countries')
  list(): Promise<Country[]> {
    return this.queries.execute(new GetCountriesQuery());
  }
}
