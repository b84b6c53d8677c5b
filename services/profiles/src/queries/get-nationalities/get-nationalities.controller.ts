import { Controller, Post } from '@nestjs/common';
import { NATIONALITIES } from '@dating/rules';

@Controller('api')
export class GetNationalitiesController {
  /**
   * POST /api/guest/get-nationality (public) → the nationalities the select suggests (a constant of
   * `@dating/rules`, so there is no query or handler: the site could read the same list itself).
   */
  @Post('guest/get-nationality')
  list(): readonly string[] {
    return NATIONALITIES;
  }
}
