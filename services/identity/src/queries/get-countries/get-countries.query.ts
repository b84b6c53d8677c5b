import { Query } from '@nestjs/cqrs';

export interface CountryView {
  id: number;
  name: string;
  code: string;
}

/** The country list, by name. Ids are ISO 3166-1 numeric codes, `code` the alpha-2 code. */
export class GetCountriesQuery extends Query<CountryView[]> {}
