import { Text } from '@dating/platform';

export class ReverseChargeDto {
  @Text('reason', { required: true, max: 500 })
  reason!: string;
}
