import { Query } from '@nestjs/cqrs';
import type { Country } from '../../domain/profile.js';

/** The country list, by name. Ids are ISO 3166-1 numeric codes, `code` the alpha-2 code. */
export class GetCountriesQuery extends Query<Country[]> {}
