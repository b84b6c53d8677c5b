import { Controller, Inject, Post } from '@nestjs/common';
import { GetCountriesHandler, type CountryView } from './get-countries.handler.js';

@Controller('api')
export class GetCountriesController {
  constructor(@Inject(GetCountriesHandler) private readonly handler: GetCountriesHandler) {}

  /** POST /api/countries (public, empty body) → [{ id, name, code }]. */
  @Post('countries')
  list(): Promise<CountryView[]> {
    return this.handler.execute();
  }
}
