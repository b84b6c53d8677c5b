import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import { ContactRequestDto } from '../../commands/request-contacts/request-contacts.dto.js';
import type { ContactStatusView } from '../../domain/contact-requests.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { GetContactStatusQuery } from './get-contact-status.query.js';

@Controller('api')
@RecordsActivity()
export class GetContactStatusController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/realinfo/get-info-status `user_id` → `{ user_id, status, price, contacts, reason, time_create }`. Men only (a woman: 10024). */
  @Post('realinfo/get-info-status')
  @MemberOnly('man')
  status(@CurrentMember() member: MemberPrincipal, @Body() dto: ContactRequestDto): Promise<ContactStatusView> {
    return this.queries.execute(new GetContactStatusQuery(member.id, dto.user_id));
  }
}
