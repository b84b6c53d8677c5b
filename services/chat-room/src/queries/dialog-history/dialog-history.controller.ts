import { Controller, Get, Inject, Query as QueryParams } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CurrentMember, type MemberPrincipal, WholeNumber } from '@dating/platform';
import { PAGE_SIZES } from '@dating/rules';
import { ChatMemberOnly } from '../../auth/chat-auth.guard.js';
import { DialogHistoryQuery } from './dialog-history.query.js';

export class DialogHistoryDto {
  @IsOptional()
  @IsString({ message: 'The roomId field must be text' })
  @MaxLength(64, { message: 'roomId cannot contain more than 64 characters' })
  roomId?: string;

  @IsOptional()
  @IsString({ message: 'The companionId field must be text' })
  @MaxLength(20, { message: 'companionId cannot contain more than 20 characters' })
  companionId?: string;

  @WholeNumber('limit', { min: 1, max: 100 })
  limit?: number;

  @WholeNumber('skip', { min: 0, max: 1_000_000 })
  skip?: number;

  @IsOptional()
  @IsIn(['createdAt:desc', 'createdAt:asc'], { message: 'The sortBy field must be one of: createdAt:desc, createdAt:asc' })
  sortBy?: string;

  @WholeNumber('before', { min: 1 })
  before?: number;

  @WholeNumber('after', { min: 0 })
  after?: number;
}

@Controller('chat-api/v1')
export class DialogHistoryController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** GET /chat-api/v1/dialog/history?roomId|companionId&limit&skip&sortBy=createdAt:desc (or before/after a sequence). */
  @Get('dialog/history')
  @ChatMemberOnly()
  history(@CurrentMember() member: MemberPrincipal, @QueryParams() q: DialogHistoryDto) {
    return this.queries.execute(
      new DialogHistoryQuery(member, {
        roomId: q.roomId || undefined,
        companionId: q.companionId || undefined,
        limit: q.limit ?? PAGE_SIZES.chatMessages,
        skip: q.skip ?? 0,
        order: q.sortBy === 'createdAt:asc' ? 'asc' : 'desc',
        before: q.before ?? undefined,
        after: q.after ?? undefined,
      }),
    );
  }
}
