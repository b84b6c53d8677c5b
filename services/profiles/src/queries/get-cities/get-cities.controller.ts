import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetCitiesDto } from './get-cities.dto.js';
import { GetCitiesQuery } from './get-cities.query.js';

@Controller('api')
export class GetCitiesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/guest/get-city (public): `country_id` → the suggested city names, by name (unknown country: []). */
  @Post('guest/get-city')
  list(@Body() dto: GetCitiesDto): Promise<string[]> {
    return this.queries.execute(new GetCitiesQuery(dto.country_id));
  }
}
