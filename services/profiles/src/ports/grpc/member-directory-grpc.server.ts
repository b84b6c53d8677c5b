import { create } from '@bufbuild/protobuf';
import type { ServerCredentials } from '@grpc/grpc-js';
import { type GrpcCaller, GrpcPermissionDenied, type GrpcServerHandle, type ServiceTokenVerifier, SiteError, startGrpcServer } from '@dating/platform';
import type { ChatWebcams } from '@dating/chat-room/contracts';
import {
  AttachablePhotosResponseSchema,
  CardsOfResponseSchema,
  BlockedWithResponseSchema,
  HasWebcamResponseSchema,
  IsBlockedResponseSchema,
  MemberDirectoryService,
} from '@dating/proto/profiles/v1/directory_pb';
import type { BlockList } from '../../contracts/block-list.port.js';
import type { MemberDirectory } from '../../contracts/member-directory.port.js';

export type MemberDirectoryMethod = keyof typeof MemberDirectoryService.method & string;

/**
 * Who may ask what over `profiles.v1.MemberDirectoryService`; anything not listed is refused
 * (PERMISSION_DENIED) before profiles reads anything. A caller also needs its public key in
 * profiles' GRPC_CALLERS. mail: the companions' cards (names, avatars, agencies), the photos a
 * letter may carry, and whether the recipient blocked the sender. chat-room: blocks (messages and
 * invites; a member's whole list, so presence skips the members in a block with her) and whether a
 * lady may show her camera. notifications: the senders' and authors' cards
 * (names, avatars) and a news photo's preview (its owner's accepted public photos).
 */
export const MEMBER_DIRECTORY_PERMISSIONS: Readonly<Record<string, readonly MemberDirectoryMethod[]>> = {
  mail: ['cardsOf', 'attachablePhotos', 'isBlocked'],
  'chat-room': ['isBlocked', 'blockedWith', 'hasWebcam'],
  notifications: ['cardsOf', 'attachablePhotos'],
};

/** The most ids one call may name (mail asks for a page of dialogs or one letter's photos). */
export const DIRECTORY_IDS_MAX = 500;

export interface MemberDirectoryGrpcServerOptions {
  /** Interface to bind; 127.0.0.1 unless told otherwise. */
  host?: string;
  /** 0 picks a free port (see the returned `port`). */
  port: number;
  credentials?: ServerCredentials;
  shutdownGraceMs?: number;
  /** The services that may call, by their public keys (audience `profiles`). */
  callers: ServiceTokenVerifier;
  /** What each caller may ask; MEMBER_DIRECTORY_PERMISSIONS unless told otherwise (tests). */
  permissions?: Readonly<Record<string, readonly MemberDirectoryMethod[]>>;
}

function bounded(ids: string[]): string[] {
  if (ids.length > DIRECTORY_IDS_MAX) throw new SiteError(10002, `At most ${DIRECTORY_IDS_MAX} ids per call`);
  return ids;
}

/**
 * Serves profiles' MEMBER_DIRECTORY, BLOCK_LIST and CHAT_WEBCAMS (the same SQL readers the
 * all-in-one process hands mail and chat-room in-process) as `profiles.v1.MemberDirectoryService`,
 * for mail and chat-room in split mode.
 */
export function startMemberDirectoryGrpcServer(
  directory: MemberDirectory,
  blocks: Pick<BlockList, 'isBlocked' | 'blockedWith'>,
  webcams: ChatWebcams,
  options: MemberDirectoryGrpcServerOptions,
): Promise<GrpcServerHandle> {
  const permissions = options.permissions ?? MEMBER_DIRECTORY_PERMISSIONS;
  return startGrpcServer(
    MemberDirectoryService,
    {
      cardsOf: async ({ memberIds }) =>
        create(CardsOfResponseSchema, {
          cards: (await directory.cardsOf(bounded(memberIds))).map((c) => ({
            memberId: c.memberId,
            userType: c.userType,
            name: c.name,
            ...(c.avatar === null ? {} : { avatar: c.avatar }),
            ...(c.agencyId === null ? {} : { agencyId: c.agencyId }),
          })),
        }),
      attachablePhotos: async ({ ownerId, photoIds }) =>
        create(AttachablePhotosResponseSchema, { photos: await directory.attachablePhotos(ownerId, bounded(photoIds)) }),
      isBlocked: async ({ senderId, receiverId }) => create(IsBlockedResponseSchema, { blocked: await blocks.isBlocked(senderId, receiverId) }),
      blockedWith: async ({ memberId }) => create(BlockedWithResponseSchema, { memberIds: await blocks.blockedWith(memberId) }),
      hasWebcam: async ({ memberId }) => create(HasWebcamResponseSchema, { hasWebcam: await webcams.hasWebcam(memberId) }),
    },
    {
      ...options,
      authorize: (caller: GrpcCaller, method: MemberDirectoryMethod) => {
        const allowed = Object.hasOwn(permissions, caller.service) ? permissions[caller.service]! : [];
        if (!allowed.includes(method)) throw new GrpcPermissionDenied(`${caller.service} may not call MemberDirectoryService.${method}`);
      },
    },
  );
}
