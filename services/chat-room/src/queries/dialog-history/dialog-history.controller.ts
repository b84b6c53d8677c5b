import { Controller, Get, Inject, Query as QueryParams } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CurrentMember, type MemberPrincipal, SiteError, WholeNumber } from '@dating/platform';
import { PAGE_SIZES } from '@dating/rules';
import { ChatMemberOnly } from '../../auth/chat-auth.guard.js';
import { DialogHistoryQuery } from './dialog-history.query.js';

export class DialogHistoryDto {
  // class-validator runs the decorator nearest the field first: a repeated parameter (an array) is
  // "must be text", not a length.
  @IsOptional()
  @MaxLength(64, { message: 'roomId cannot contain more than 64 characters' })
  @IsString({ message: 'The roomId field must be text' })
  roomId?: string;

  @IsOptional()
  @MaxLength(20, { message: 'companionId cannot contain more than 20 characters' })
  @IsString({ message: 'The companionId field must be text' })
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

const BOTH_CURSORS = 'Give either before or after, not both';

@Controller('chat-api/v1')
export class DialogHistoryController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** GET /chat-api/v1/dialog/history?roomId|companionId&limit&skip&sortBy=createdAt:desc (or before/after a sequence). */
  @Get('dialog/history')
  @ChatMemberOnly()
  history(@CurrentMember() member: MemberPrincipal, @QueryParams() q: DialogHistoryDto) {
    // One cursor at a time: with both, `before` was ignored without a word.
    if (q.before !== undefined && q.after !== undefined) throw new SiteError(10002, BOTH_CURSORS, { before: [BOTH_CURSORS], after: [BOTH_CURSORS] });
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
