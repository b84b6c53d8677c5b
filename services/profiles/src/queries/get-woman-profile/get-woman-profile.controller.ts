import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetWomanProfileDto } from './get-woman-profile.dto.js';
import { GetWomanProfileQuery, type WomanProfileView } from './get-woman-profile.query.js';

@Controller('api')
export class GetWomanProfileController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/guest/get-woman-profile (public): `id` → the lady's public fields and `photos`, her accepted public photos (the same for members). */
  @Post('guest/get-woman-profile')
  get(@Body() dto: GetWomanProfileDto): Promise<WomanProfileView> {
    return this.queries.execute(new GetWomanProfileQuery(String(dto.id)));
  }
}
