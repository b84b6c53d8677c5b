import type { Provider, Type } from '@nestjs/common';
import { FeedbackUploadInterceptor } from './commands/send-feedback/feedback-upload.interceptor.js';
import { SendFeedbackController } from './commands/send-feedback/send-feedback.controller.js';
import { SendFeedbackHandler } from './commands/send-feedback/send-feedback.handler.js';
import { GetMemberInfoController } from './queries/get-member-info/get-member-info.controller.js';
import { GetMemberInfoHandler } from './queries/get-member-info/get-member-info.handler.js';

/**
 * What the React member site added to identity: the signed-in member's data (`user/get-info`,
 * read by the navigation guard) and the feedback forms (`feedback/sent-contact-us`,
 * `feedback/user-sent`). Kept together so identity.module.ts registers them in one place.
 */
export const MEMBER_SITE_PROVIDERS: Provider[] = [GetMemberInfoHandler, SendFeedbackHandler, FeedbackUploadInterceptor];
export const MEMBER_SITE_CONTROLLERS: Type[] = [GetMemberInfoController, SendFeedbackController];
