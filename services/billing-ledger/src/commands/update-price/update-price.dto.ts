import { WholeNumber } from '@dating/platform';
import { MAX_PRICE } from '../../infrastructure/price-list.js';

/** `PUT /admin-api/prices/:id`: only `price` is read (react-admin sends the whole record; other fields are ignored). */
export class UpdatePriceDto {
  @WholeNumber('price', { required: true, min: 1, max: MAX_PRICE })
  price!: number;
}
