import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, MailSender } from './mail-sender.js';

/** A captured e-mail as written to `<dataDir>/mail/<sent-ms>-<id>.json`. */
export interface CapturedMail extends MailMessage {
  id: string;
  from: string;
  sent_at: string;
}

export const CAPTURE_FROM = 'no-reply@dating.local';

export function captureDir(dataDir: string): string {
  return join(dataDir, 'mail');
}

/**
 * The embedded default's mail transport: every message becomes a JSON file in the data folder
 * (shown at GET /dev/mail) instead of leaving the machine.
 */
export class CaptureMailSender implements MailSender {
  constructor(private readonly dir: string) {}

  async send(message: MailMessage): Promise<void> {
    const mail: CapturedMail = { id: randomUUID(), from: CAPTURE_FROM, sent_at: new Date().toISOString(), ...message };
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, `${Date.now().toString().padStart(15, '0')}-${mail.id}.json`), JSON.stringify(mail, null, 2));
  }
}

/** Captured messages, newest first. */
export async function listCapturedMail(dir: string, limit = 200): Promise<CapturedMail[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  const out: CapturedMail[] = [];
  for (const name of files) {
    try {
      out.push(JSON.parse(await readFile(join(dir, name), 'utf8')) as CapturedMail);
    } catch {
      // a file being written or not ours: skip it
    }
  }
  return out;
}
