import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import { type MarkedSeen, MarkNotificationsSeenCommand } from './mark-notifications-seen.command.js';
import { MarkNotificationsSeenDto } from './mark-notifications-seen.dto.js';

@Controller('api')
export class MarkNotificationsSeenController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/notifications/mark-as-seen `notification` or `all: true` → `{ marked, unread }`. */
  @Post('notifications/mark-as-seen')
  @MemberOnly()
  mark(@CurrentMember() member: MemberPrincipal, @Body() dto: MarkNotificationsSeenDto): Promise<MarkedSeen> {
    const target = dto.all === true ? { all: true as const } : typeof dto.notification === 'number' ? { notificationId: String(dto.notification) } : null;
    return this.commands.execute(new MarkNotificationsSeenCommand(member.id, target));
  }
}
