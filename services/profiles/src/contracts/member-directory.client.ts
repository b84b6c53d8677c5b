import type { ChannelCredentials, ChannelOptions } from '@grpc/grpc-js';
import { GrpcServiceClient, type ServiceTokenSigner } from '@dating/platform';
import { MemberDirectoryService } from '@dating/proto/profiles/v1/directory_pb';
import type { BlockList } from './block-list.port.js';
import type { AttachablePhoto, MemberCard, MemberDirectory } from './member-directory.port.js';

/** profiles' service name: the audience of service tokens sent to its gRPC port. */
export const PROFILES_GRPC_AUDIENCE = 'profiles';

/**
 * profiles' MemberDirectory and BlockList's `isBlocked` over gRPC (`profiles.v1.MemberDirectoryService`),
 * signed as the calling service: what split mail uses where the all-in-one process hands it
 * profiles' providers. Answers exactly as the in-process readers do; a failed call rejects (the
 * caller's request fails rather than send a letter past a block it could not check).
 */
export class GrpcMemberDirectory implements MemberDirectory, Pick<BlockList, 'isBlocked'> {
  private readonly client: GrpcServiceClient<typeof MemberDirectoryService>;

  constructor(
    address: string,
    options: { signer: ServiceTokenSigner; deadlineMs?: number; credentials?: ChannelCredentials; channelOptions?: ChannelOptions },
  ) {
    this.client = new GrpcServiceClient(MemberDirectoryService, address, { deadlineMs: 2_000, ...options, audience: PROFILES_GRPC_AUDIENCE });
  }

  async cardsOf(memberIds: string[]): Promise<MemberCard[]> {
    if (!memberIds.length) return [];
    const { cards } = await this.client.call('cardsOf', { memberIds });
    return cards.map((c) => ({
      memberId: c.memberId,
      userType: c.userType === 'woman' ? 'woman' : 'man',
      name: c.name,
      avatar: c.avatar ?? null,
      agencyId: c.agencyId ?? null,
    }));
  }

  async attachablePhotos(ownerId: string, photoIds: string[]): Promise<AttachablePhoto[]> {
    if (!photoIds.length) return [];
    const { photos } = await this.client.call('attachablePhotos', { ownerId, photoIds });
    return photos.map((p) => ({ photoId: p.photoId, small: p.small, large: p.large }));
  }

  async isBlocked(senderId: string, receiverId: string): Promise<boolean> {
    return (await this.client.call('isBlocked', { senderId, receiverId })).blocked;
  }

  close(): void {
    this.client.close();
  }
}
