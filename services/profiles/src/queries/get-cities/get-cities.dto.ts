import { WholeNumber } from '@dating/platform';

/** Body of guest/get-city: `country_id`, the country whose cities to suggest. */
export class GetCitiesDto {
  @WholeNumber('country id', { required: true, min: 1, max: 999 })
  country_id: number;
}
