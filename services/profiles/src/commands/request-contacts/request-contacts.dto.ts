import { WholeNumber } from '@dating/platform';

/** realinfo/make-request and realinfo/get-info-status: `user_id`, the lady (spec section 7). */
export class ContactRequestDto {
  @WholeNumber('user id', { required: true, min: 1 })
  user_id: number;
}
