import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  AdminApiErrors,
  CurrentStaffActor,
  DomainError,
  parseAdminListQuery,
  readAdminList,
  readAdminRecord,
  recordStaffAction,
  sendAdminList,
  type ServiceDb,
  type StaffActor,
  StaffOnly,
} from '@dating/platform';
import { CHAT_DB, CHAT_SERVICE_NAME } from '../../chat-room.tokens.js';
import { CHAT_MESSAGES, CHAT_SESSIONS } from './chat-admin-resources.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The back office's chat resources (ra-data-simple-rest): `chat-sessions` for finance and site
 * moderators; `chat-messages` of one session for a site moderator handling a complaint. Reading
 * messages is private data: every read is recorded in the audit log (recordStaffAction) in the
 * same transaction as the read.
 */
@Controller('admin-api')
@AdminApiErrors()
export class ChatAdminController {
  constructor(@Inject(CHAT_DB) private readonly db: ServiceDb) {}

  @Get('chat-sessions')
  @StaffOnly('finance', 'site_moderator')
  async sessions(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    sendAdminList(res, CHAT_SESSIONS.resource, await readAdminList(this.db, CHAT_SESSIONS, parseAdminListQuery(query, CHAT_SESSIONS)));
  }

  @Get('chat-sessions/:id')
  @StaffOnly('finance', 'site_moderator')
  async session(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const record = UUID.test(id) ? await readAdminRecord(this.db, CHAT_SESSIONS, id) : null;
    if (!record) throw new DomainError('CHAT.ROOM_NOT_FOUND', 'Chat session not found');
    res.status(200).json(record);
  }

  /** The messages of one session (`filter={"session_id":"..."}` is required); each read is audited. */
  @Get('chat-messages')
  @StaffOnly('site_moderator')
  async messages(@Query() query: Record<string, unknown>, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    const q = parseAdminListQuery(query, CHAT_MESSAGES);
    const sessionId = q.filter.session_id;
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) {
      throw new DomainError('ADMIN_LIST.INVALID_PARAMETER', 'filter session_id (one chat session) is required', { session_id: ['Choose a chat session'] });
    }
    const page = await this.db.transaction(async (tx) => {
      const read = await readAdminList(tx, CHAT_MESSAGES, q);
      await recordStaffAction(tx, CHAT_SERVICE_NAME, actor, {
        action: 'read',
        resource: 'chat-messages',
        recordId: sessionId,
        before: null,
        after: { range: [q.start, q.end], messages: read.rows.map((m) => m.id) },
      });
      return read;
    });
    sendAdminList(res, CHAT_MESSAGES.resource, page);
  }

  @Get('chat-messages/:id')
  @StaffOnly('site_moderator')
  async message(@Param('id') id: string, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    const record = UUID.test(id)
      ? await this.db.transaction(async (tx) => {
          const found = await readAdminRecord(tx, CHAT_MESSAGES, id);
          if (found)
            await recordStaffAction(tx, CHAT_SERVICE_NAME, actor, {
              action: 'read',
              resource: 'chat-messages',
              recordId: found.session_id,
              before: null,
              after: { messages: [id] },
            });
          return found;
        })
      : null;
    if (!record) throw new DomainError('CHAT.ROOM_NOT_FOUND', 'Chat message not found');
    res.status(200).json(record);
  }
}
