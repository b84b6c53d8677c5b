import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { MEMBER_DIRECTORY, type MemberDirectory } from '@dating/profiles/contracts';

/** Without profiles' directory (an app that hosts neither profiles nor its gRPC client, e.g. a test): no names, avatars or previews. */
const NO_DIRECTORY: MemberDirectory = { cardsOf: async () => [], attachablePhotos: async () => [] };

/**
 * The port notifications calls, from wherever the app provides it: profiles' member directory
 * (names, avatars, a photo's preview), in-process in the all-in-one app or profiles' gRPC client
 * split. Asked when a page is read, so a renamed member or a new avatar shows at once.
 */
@Injectable()
export class NotificationsPorts {
  private cached?: MemberDirectory;

  constructor(@Inject(ModuleRef) private readonly modules: ModuleRef) {}

  directory(): MemberDirectory {
    return (this.cached ??= this.optional<MemberDirectory>(MEMBER_DIRECTORY) ?? NO_DIRECTORY);
  }

  private optional<T>(token: symbol): T | undefined {
    try {
      return this.modules.get<T>(token, { strict: false });
    } catch {
      return undefined;
    }
  }
}
