import { isIP } from 'node:net';
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SiteError } from '../api/site-error.js';
import { RUNTIME, type Runtime } from '../runtime/runtime.js';
import { captureDir, listCapturedMail, type CapturedMail } from './capture.mail-sender.js';
import { escapeHtml } from './mail-sender.js';

/**
 * GET /dev/mail: the captured e-mails of the embedded default, newest first, with their links
 * clickable. Answers 404 unless the process runs with development providers, and to anyone but
 * this machine (the client's address as express reads it, through a trusted proxy too): the page
 * holds every member's password reset link, so a development build reachable from elsewhere must
 * not hand accounts over. Elsewhere the same mail is in `DATA_DIR/mail/`.
 */
@Controller('dev')
export class DevMailController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('mail')
  async list(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!this.runtime.devProviders || !isLoopback(req.ip)) throw new SiteError(10404);
    const mails = await listCapturedMail(captureDir(this.runtime.dataDir));
    res.status(200).type('html').setHeader('cache-control', 'no-store').send(renderMailPage(mails));
  }
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1';
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Escapes the text and turns every http(s) address into a link. */
export function linkify(text: string): string {
  return text
    .split(URL_PATTERN)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

export function renderMailPage(mails: CapturedMail[]): string {
  const items = mails
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><br><small>to ${escapeHtml(m.to)} · from ${escapeHtml(m.from)} · ${escapeHtml(m.sent_at)}</small></header>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Captured mail</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}small{color:#666}</style>
</head><body><h1>Captured mail (${mails.length})</h1>
${items || '<p>No mail captured yet.</p>'}
</body></html>`;
}
