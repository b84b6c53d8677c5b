import { Query } from '@nestjs/cqrs';
import type { MemberPrincipal } from '@dating/platform';
import type { ChatMessage } from '../../infrastructure/messages.js';

export interface Pagination {
  /** 0-based: the next page is asked with skip = (currentPage + 1) x limit (spec section 4). */
  currentPage: number;
  totalPages: number;
  totalResults: number;
  limit: number;
  skip: number;
  hasMore: boolean;
}

export interface DialogHistory {
  messages: ChatMessage[];
  pagination: Pagination;
  roomId: string | null;
}

export interface HistoryRequest {
  roomId?: string;
  companionId?: string;
  limit: number;
  skip: number;
  order: 'desc' | 'asc';
  /** Cursor: only messages with a sequence below it, newest first. */
  before?: number;
  /** Cursor: only messages with a sequence above it, oldest first (catching up after a reconnect). */
  after?: number;
}

export class DialogHistoryQuery extends Query<DialogHistory> {
  constructor(
    readonly member: MemberPrincipal,
    readonly request: HistoryRequest,
  ) {
    super();
  }
}
