import { FORM_RULES } from '@dating/rules';
import { Transform } from 'class-transformer';
import { FormText } from '../../http/validation.js';

/** Body of profile/update/user-status: `status` (at most 100, the form rules' reading; "" clears; not sent: 10001). */
export class UpdateStatusDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @FormText(FORM_RULES.status.status, { sent: true })
  status: string;
}
