import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PROFILE_LIMITS } from '@dating/rules';
import type { ProfileCard } from '../../domain/profile.js';
import { wholeOr } from '../../http/validation.js';
import { GuestListDto } from '../get-last-joined/get-last-joined.dto.js';
import { TopFemalesQuery } from './top-females.query.js';

@Controller('api')
export class TopFemalesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/top/females (public): `limit?` → the ladies with the most distinct visitors. */
  @Post('top/females')
  list(@Body() dto: GuestListDto): Promise<ProfileCard[]> {
    return this.queries.execute(new TopFemalesQuery(wholeOr(dto.limit, PROFILE_LIMITS.guestListDefault)));
  }
}
