import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { LEDGER_PORT, type LedgerPort } from '@dating/billing-ledger/contracts';
import { MEMBER_DIRECTORY, type MemberDirectory } from '@dating/profiles/contracts';
import { ALLOW_ALL_LETTERS, MAIL_BLOCKS, type MailBlocks } from '../contracts/mail-blocks.port.js';

/** Without profiles' directory (split mode for now): no cards, no attachments. */
const NO_DIRECTORY: MemberDirectory = { cardsOf: async () => [], attachablePhotos: async () => [] };

/**
 * The other services' ports mail calls, from wherever the app provides them: billing's LedgerPort
 * (its module in-process, or the gRPC client split), profiles' member directory, and the blocking
 * port (ALLOW_ALL_LETTERS until the social graph provides MAIL_BLOCKS).
 */
@Injectable()
export class MailPorts {
  private cached: { ledger?: LedgerPort; directory?: MemberDirectory; blocks?: MailBlocks } = {};

  constructor(@Inject(ModuleRef) private readonly modules: ModuleRef) {}

  ledger(): LedgerPort {
    return (this.cached.ledger ??= this.modules.get<LedgerPort>(LEDGER_PORT, { strict: false }));
  }

  directory(): MemberDirectory {
    return (this.cached.directory ??= this.optional<MemberDirectory>(MEMBER_DIRECTORY) ?? NO_DIRECTORY);
  }

  blocks(): MailBlocks {
    return (this.cached.blocks ??= this.optional<MailBlocks>(MAIL_BLOCKS) ?? ALLOW_ALL_LETTERS);
  }

  private optional<T>(token: symbol): T | undefined {
    try {
      return this.modules.get<T>(token, { strict: false });
    } catch {
      return undefined;
    }
  }
}
