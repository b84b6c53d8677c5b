import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { checkingParsedForm } from './input-guard.js';
import { SiteError } from './site-error.js';

/** The answer to an upload over either limit: 10034 with HTTP 429, before one byte of its body is read. */
export const UPLOAD_BUSY_MESSAGES = {
  owner: 'Another upload of yours is still under way. Try again when it has finished',
  process: 'Too many uploads are under way right now. Try again in a moment',
} as const;

/** What the slots need of a response: its end, however it comes (answered, failed or the client gone). */
interface ClosingResponse {
  once(event: 'close', listener: () => void): unknown;
}

/**
 * How many multipart uploads a process reads and handles at once. Each holds its files in memory
 * until its handler is done (a photo form up to 5 x 50 MB, a video 100 MB): a probe grew one
 * process by 2 GB with twenty photo forms at once from one member. A member (or, for a public form,
 * an address) has `perOwner` uploads under way at a time and the process `perProcess`; beyond
 * either the request is refused with 10034 (HTTP 429) before its body is read. A slot is given
 * back when the response closes, so a client that gives up frees it too.
 */
export class UploadSlots {
  private readonly byOwner = new Map<string, number>();
  private inUse = 0;

  constructor(
    readonly perProcess = 4,
    readonly perOwner = 2,
  ) {}

  /** Takes a slot for `owner` until `res` closes, or throws the busy answer. */
  take(owner: string, res: ClosingResponse): void {
    const mine = this.byOwner.get(owner) ?? 0;
    if (mine >= this.perOwner) throw new SiteError(10034, UPLOAD_BUSY_MESSAGES.owner, undefined, 429);
    if (this.inUse >= this.perProcess) throw new SiteError(10034, UPLOAD_BUSY_MESSAGES.process, undefined, 429);
    this.byOwner.set(owner, mine + 1);
    this.inUse++;
    res.once('close', () => {
      this.inUse--;
      const left = (this.byOwner.get(owner) ?? 1) - 1;
      if (left > 0) this.byOwner.set(owner, left);
      else this.byOwner.delete(owner);
    });
  }

  /** Uploads under way now (for tests and the bench). */
  get busy(): number {
    return this.inUse;
  }
}

/** The process's one set of slots: photo and video uploads share its memory (feedback's 2 MB attachments stay out). */
export const uploadSlots = new UploadSlots();

/** Whose upload a request is: its signed-in principal, else (a public form) its address. */
export function uploadOwner(req: { principal?: { kind: string; id: string }; ip?: string }): string {
  return req.principal ? `${req.principal.kind}:${req.principal.id}` : `address:${req.ip ?? 'unknown'}`;
}

/** Whether a request carries a multipart form (a JSON body to the same route takes no slot). */
export function isMultipart(req: { headers: Record<string, string | string[] | undefined> }): boolean {
  const type = req.headers['content-type'];
  return typeof type === 'string' && type.toLowerCase().startsWith('multipart/');
}

/**
 * What a media upload interceptor hands multer as the route's handler: a multipart form first takes
 * an upload slot of its member (10034 beyond, before its body is read), and the handler then gets
 * the hostile-input check of the parsed form's fields (`checkingParsedForm`).
 */
export function admittingUpload(context: ExecutionContext, next: CallHandler): CallHandler {
  const http = context.switchToHttp();
  const req = http.getRequest<{
    headers: Record<string, string | string[] | undefined>;
    principal?: { kind: string; id: string };
    ip?: string;
    body?: unknown;
  }>();
  if (isMultipart(req)) uploadSlots.take(uploadOwner(req), http.getResponse<ClosingResponse>());
  return checkingParsedForm(req, next);
}
