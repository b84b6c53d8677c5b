import { ClientId, Text, WholeNumber } from '@dating/platform';
import { FORM_RULES } from '@dating/rules';

/** present/send-to-user: the lady `target_user_id`, the catalogue's `gift_id`, his `comment` (≤1000), his client's `client_id` of the attempt. */
export class SendGiftDto {
  @WholeNumber('target_user_id', { required: true, min: 1 })
  target_user_id!: number;

  @WholeNumber('gift_id', { required: true, min: 1 })
  gift_id!: number;

  @Text(FORM_RULES.giftComment.commentText.label, { max: FORM_RULES.giftComment.commentText.max })
  comment?: string;

  @ClientId('client_id')
  client_id?: string;
}
