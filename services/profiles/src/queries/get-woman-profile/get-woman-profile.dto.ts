import { WholeNumber } from '@dating/platform';

/** Body of guest/get-woman-profile: `id`, the lady's member id. */
export class GetWomanProfileDto {
  @WholeNumber('id', { required: true, min: 1 })
  id: number;
}
