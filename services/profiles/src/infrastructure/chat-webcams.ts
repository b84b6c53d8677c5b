import type { Sql } from '@dating/platform';
import type { ChatWebcams } from '@dating/chat-room/contracts';
import { memberIdParam } from './profile.reader.js';

/** The chat's CHAT_WEBCAMS port: a lady's `with_web_cam` flag (the cam badge), asked when she starts her camera. */
export class SqlChatWebcams implements ChatWebcams {
  constructor(private readonly sql: Sql) {}

  async hasWebcam(memberId: string): Promise<boolean> {
    const id = memberIdParam(memberId);
    if (id === null) return false;
    const rows = await this.sql.query(`SELECT 1 FROM profiles.profiles WHERE member_id = $1 AND user_type = 'woman' AND with_web_cam`, [id]);
    return rows.length > 0;
  }
}
