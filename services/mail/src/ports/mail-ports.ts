import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { blockedEitherWay } from '@dating/platform';
import { LEDGER_PORT, type LedgerPort } from '@dating/billing-ledger/contracts';
import { BLOCK_LIST, type BlockList, MEMBER_DIRECTORY, type MemberDirectory } from '@dating/profiles/contracts';

/** Without profiles' directory (an app that hosts neither profiles nor its gRPC client, e.g. a test): no cards, no attachments. */
const NO_DIRECTORY: MemberDirectory = { cardsOf: async () => [], attachablePhotos: async () => [] };
/** Without profiles' block list (likewise): nothing is blocked. */
const NOTHING_BLOCKED: Pick<BlockList, 'isBlocked'> = { isBlocked: async () => false };

/**
 * The other services' ports mail calls, from wherever the app provides them: billing's LedgerPort
 * (its module in-process, or the gRPC client split), profiles' member directory and its block list
 * ('ignore me': no letter between a member and one she ignores, either way), in-process or profiles' gRPC client split.
 */
@Injectable()
export class MailPorts {
  private cached: { ledger?: LedgerPort; directory?: MemberDirectory; blocks?: Pick<BlockList, 'isBlocked'> } = {};

  constructor(@Inject(ModuleRef) private readonly modules: ModuleRef) {}

  ledger(): LedgerPort {
    return (this.cached.ledger ??= this.modules.get<LedgerPort>(LEDGER_PORT, { strict: false }));
  }

  directory(): MemberDirectory {
    return (this.cached.directory ??= this.optional<MemberDirectory>(MEMBER_DIRECTORY) ?? NO_DIRECTORY);
  }

  blocks(): Pick<BlockList, 'isBlocked'> {
    return (this.cached.blocks ??= this.optional<BlockList>(BLOCK_LIST) ?? NOTHING_BLOCKED);
  }

  /** A block between the two either way (she ignores him, or he her): no letter goes either way, nor a dispatch's copy. */
  async blockedEitherWay(a: string, b: string): Promise<boolean> {
    return blockedEitherWay(this.blocks(), a, b);
  }

  private optional<T>(token: symbol): T | undefined {
    try {
      return this.modules.get<T>(token, { strict: false });
    } catch {
      return undefined;
    }
  }
}
