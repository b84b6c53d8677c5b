import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb, UserType } from '@dating/platform';
import { MEMBER_EMAIL_SETTING, setGroup } from '@dating/rules';
import { IdentityError } from '../../domain/identity-errors.js';
import type { UnsubscribeScope } from '../../domain/unsubscribe-link.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { UnsubscribeLinkSigner } from '../../infrastructure/auth/unsubscribe-links.js';
import { changeSettings } from '../../infrastructure/persistence/member-settings.repository.js';
import { UnsubscribeByLinkCommand } from './unsubscribe-by-link.command.js';

/**
 * Turns off what the link names: one kind's e-mail setting, or all five. Following it twice changes
 * nothing more; a link that is not ours (or of an account that is gone) is refused and changes nothing.
 */
@CommandHandler(UnsubscribeByLinkCommand)
export class UnsubscribeByLinkHandler implements ICommandHandler<UnsubscribeByLinkCommand> {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(UnsubscribeLinkSigner) private readonly links: UnsubscribeLinkSigner,
  ) {}

  async execute({ token }: UnsubscribeByLinkCommand): Promise<{ scope: UnsubscribeScope }> {
    const link = this.links.read(token);
    const [member] = link
      ? await this.db.query<{ id: string; userType: UserType }>(`SELECT id::text, user_type AS "userType" FROM identity.members WHERE id = $1`, [link.memberId])
      : [];
    if (!link || !member) throw new IdentityError('IDENTITY.UNSUBSCRIBE_LINK_INVALID');
    const change = link.scope === 'all' ? setGroup('email', 'off') : { [MEMBER_EMAIL_SETTING[link.scope]]: 'off' as const };
    await changeSettings(this.db, member, change, 'system:unsubscribe-link');
    return { scope: link.scope };
  }
}
