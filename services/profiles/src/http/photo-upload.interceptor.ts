import { BadRequestException, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { admittingUpload, SiteError } from '@dating/platform';
import { formatMessage, PHOTO, VALIDATION_MESSAGES } from '@dating/rules';
import type { Request } from 'express';
import type { Observable } from 'rxjs';

const MB = 1024 * 1024;
/** Multer's caps: each file at most the upload hint's 50 MB, at most PHOTO.maxPerUpload files, small text fields. */
export const PHOTO_UPLOAD_LIMITS = { fileSize: PHOTO.hintMaxMegabytes * MB, files: PHOTO.maxPerUpload, fields: 10, fieldSize: 1024, parts: 20 };
/** A declared body above every file at its cap (plus the form's fields) is refused before one byte is read. */
const MAX_BODY = PHOTO_UPLOAD_LIMITS.fileSize * PHOTO_UPLOAD_LIMITS.files + MB;

const Inner = FilesInterceptor('blob', PHOTO.maxPerUpload, { limits: PHOTO_UPLOAD_LIMITS });

const sizeError = () => {
  const message = formatMessage(VALIDATION_MESSAGES.photoFileSize, { 1: PHOTO.hintMaxMegabytes });
  return new SiteError(10077, message, { blob: [message] });
};

/**
 * The multipart reading of every photo route (`member-photo/upload-photos`, and an edit sent to
 * `member-photo/upload-updates`; a JSON body passes through untouched). Reads the form in memory (files never touch the disk before they are checked) and
 * answers limit breaches in the spec's codes: a file above 50 MB 10077 (multer stops reading at the
 * cap), too many files 10002, an unreadable body 10203; a form over the kernel's upload slots 10034.
 */
@Injectable()
export class PhotoUploadInterceptor implements NestInterceptor {
  private readonly inner = new Inner();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) throw sizeError();
    try {
      // Files are read into memory: at most so many forms at once, per member and per process (10034 beyond).
      return await this.inner.intercept(context, admittingUpload(context, next));
    } catch (err) {
      if (err instanceof PayloadTooLargeException) throw sizeError();
      if (err instanceof BadRequestException) {
        const tooMany = /too many files/i.test(err.message);
        const message = tooMany ? formatMessage(VALIDATION_MESSAGES.photoCount, { 0: PHOTO.maxPerUpload }) : `The form data could not be read: ${err.message}`;
        throw new SiteError(tooMany ? 10002 : 10203, message, { blob: [message] });
      }
      if (err instanceof Error && !(err instanceof SiteError) && !('getStatus' in err))
        throw new SiteError(10203, `The form data could not be read: ${err.message}`);
      throw err;
    }
  }
}
