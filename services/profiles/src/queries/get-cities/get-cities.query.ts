import { Query } from '@nestjs/cqrs';

/** The cities the city select suggests for one country, by name (a member may type another). */
export class GetCitiesQuery extends Query<string[]> {
  constructor(readonly countryId: number) {
    super();
  }
}
