import { BadRequestException, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { checkingParsedForm, SiteError } from '@dating/platform';
import { ATTACHMENTS, VALIDATION_MESSAGES, formatMessage } from '@dating/rules';
import type { Observable } from 'rxjs';
import { FEEDBACK_UPLOAD_LIMITS } from './send-feedback.dto.js';

const Inner = FilesInterceptor('attachments', ATTACHMENTS.maxCount, { limits: FEEDBACK_UPLOAD_LIMITS });

/**
 * Reads the multipart form (files kept in memory, never on disk before they are checked) and
 * answers upload limit breaches in the spec's codes: a file over 2 MB 10077, too many files 10002,
 * an unreadable multipart body 10203.
 */
@Injectable()
export class FeedbackUploadInterceptor implements NestInterceptor {
  private readonly inner = new Inner();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.inner.intercept(context, checkingParsedForm(context.switchToHttp().getRequest<{ body?: unknown }>(), next));
    } catch (err) {
      if (err instanceof PayloadTooLargeException) {
        throw new SiteError(10077, formatMessage(VALIDATION_MESSAGES.attachmentSize, { max: ATTACHMENTS.maxMegabytes }));
      }
      if (err instanceof BadRequestException) {
        const tooMany = /too many files/i.test(err.message);
        const message = tooMany
          ? formatMessage(VALIDATION_MESSAGES.attachmentCount, { max: ATTACHMENTS.maxCount })
          : `The form data could not be read: ${err.message}`;
        throw new SiteError(tooMany ? 10002 : 10203, message, { attachments: [message] });
      }
      if (err instanceof Error && !(err instanceof SiteError) && !('getStatus' in err)) {
        // A malformed multipart body (busboy's own errors) is the client's, not a server failure.
        throw new SiteError(10203, `The form data could not be read: ${err.message}`);
      }
      throw err;
    }
  }
}
