import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import { SendLetterCommand, type SentLetter } from './send-letter.command.js';
import { ReplyOnLetterDto, SendLetterDto } from './send-letter.dto.js';

@Controller('api')
export class SendLetterController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/letter/send-letter → the letter as its sender files it, and `charged` (write_letter for a man, 0 for a woman or a repeat). */
  @Post('letter/send-letter')
  @MemberOnly()
  send(@CurrentMember() member: MemberPrincipal, @Body() dto: SendLetterDto): Promise<SentLetter> {
    return this.commands.execute(
      new SendLetterCommand(
        member.id,
        member.userType,
        { recipientId: String(dto.target_user_id) },
        dto.subject,
        dto.message,
        dto.photos ?? [],
        dto.client_letter_id,
      ),
    );
  }

  /** POST /api/letter/reply-on-letter → the reply; 13434 when the answered letter is not paid. */
  @Post('letter/reply-on-letter')
  @MemberOnly()
  reply(@CurrentMember() member: MemberPrincipal, @Body() dto: ReplyOnLetterDto): Promise<SentLetter> {
    return this.commands.execute(
      new SendLetterCommand(
        member.id,
        member.userType,
        { replyToId: String(dto.message_id) },
        dto.subject,
        dto.message,
        dto.photos ?? [],
        dto.client_letter_id,
      ),
    );
  }
}
