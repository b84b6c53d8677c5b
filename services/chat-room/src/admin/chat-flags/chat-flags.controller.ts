import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AdminApiErrors, DomainError, parseAdminListQuery, readAdminList, readAdminRecord, sendAdminList, type ServiceDb, StaffOnly } from '@dating/platform';
import { SCAM_SIGNALS } from '@dating/rules';
import { CHAT_DB } from '../../chat-room.tokens.js';
import { CHAT_FLAGS } from './chat-flags.resource.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The back office's anti-scam list of chat messages (ra-data-simple-rest): `chat-flags` (list, one)
 * for site moderators, as mail's `letter-flags` for letters. Admins pass every check.
 */
@Controller('admin-api')
@AdminApiErrors()
export class ChatFlagsController {
  constructor(@Inject(CHAT_DB) private readonly db: ServiceDb) {}

  @Get('chat-flags')
  @StaffOnly('site_moderator')
  async flags(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const list = parseAdminListQuery(query, CHAT_FLAGS);
    const reason = list.filter.reason;
    if (reason !== undefined && !(SCAM_SIGNALS as readonly unknown[]).includes(reason)) {
      throw new DomainError('ADMIN_LIST.INVALID_PARAMETER', `filter reason must be one of: ${SCAM_SIGNALS.join(', ')}`, {
        reason: [`One of ${SCAM_SIGNALS.join(', ')}`],
      });
    }
    sendAdminList(res, CHAT_FLAGS.resource, await readAdminList(this.db, CHAT_FLAGS, list));
  }

  @Get('chat-flags/:id')
  @StaffOnly('site_moderator')
  async flag(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const record = UUID.test(id) ? await readAdminRecord(this.db, CHAT_FLAGS, id) : null;
    if (!record) throw new DomainError('CHAT.ROOM_NOT_FOUND', 'Flag not found');
    res.status(200).json(record);
  }
}
