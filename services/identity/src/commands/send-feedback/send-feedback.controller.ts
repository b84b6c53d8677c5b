import { Body, Controller, Inject, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Client } from '../../http/client-info.decorator.js';
import type { ClientInfo } from '../../domain/client.js';
import { FeedbackUploadInterceptor } from './feedback-upload.interceptor.js';
import { ContactUsDto, UnsubscribeDto } from './send-feedback.dto.js';
import { SendFeedbackCommand } from './send-feedback.command.js';
import type { FeedbackFile } from './send-feedback.handler.js';

/** The public feedback forms of spec section 7 (form data: email, subject, message, attachments). */
@Controller('api')
export class SendFeedbackController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/feedback/sent-contact-us → the thank-you text. */
  @Post('feedback/sent-contact-us')
  @UseInterceptors(FeedbackUploadInterceptor)
  contactUs(@Body() dto: ContactUsDto, @UploadedFiles() files: FeedbackFile[] | undefined, @Client() client: ClientInfo): Promise<string> {
    return this.commands.execute(
      new SendFeedbackCommand({ kind: 'contact', email: dto.email, subject: dto.subject, message: dto.message, files: files ?? [] }, client),
    );
  }

  /** POST /api/feedback/user-sent (unsubscribe) → the confirmation text. */
  @Post('feedback/user-sent')
  @UseInterceptors(FeedbackUploadInterceptor)
  unsubscribe(@Body() dto: UnsubscribeDto, @UploadedFiles() files: FeedbackFile[] | undefined, @Client() client: ClientInfo): Promise<string> {
    return this.commands.execute(
      new SendFeedbackCommand(
        { kind: 'unsubscribe', email: dto.email, subject: dto.subject || 'Unsubscribe', message: dto.message ?? '', files: files ?? [] },
        client,
      ),
    );
  }
}
