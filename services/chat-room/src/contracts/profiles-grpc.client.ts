import type { ChannelCredentials, ChannelOptions } from '@grpc/grpc-js';
import { GrpcServiceClient, type ServiceTokenSigner } from '@dating/platform';
import { MemberDirectoryService } from '@dating/proto/profiles/v1/directory_pb';
import type { ChatBlocks } from './chat-blocks.port.js';
import type { ChatWebcams } from './chat-webcams.port.js';

/**
 * The chat's CHAT_BLOCKS and CHAT_WEBCAMS in split mode: profiles' `profiles.v1.MemberDirectoryService`
 * over gRPC, signed as chat-room (the all-in-one process gets profiles' SQL readers in-process).
 * It lives here, not in profiles' contracts, because profiles already depends on chat-room's. A
 * failed call rejects: the message or the camera is refused rather than let past an unchecked block.
 */
export class GrpcChatProfiles implements ChatBlocks, ChatWebcams {
  private readonly client: GrpcServiceClient<typeof MemberDirectoryService>;

  constructor(
    address: string,
    options: { signer: ServiceTokenSigner; deadlineMs?: number; credentials?: ChannelCredentials; channelOptions?: ChannelOptions },
  ) {
    // 'profiles' is the audience of service tokens sent to profiles' gRPC port.
    this.client = new GrpcServiceClient(MemberDirectoryService, address, { deadlineMs: 2_000, ...options, audience: 'profiles' });
  }

  async isBlocked(senderId: string, receiverId: string): Promise<boolean> {
    return (await this.client.call('isBlocked', { senderId, receiverId })).blocked;
  }

  async blockedWith(memberId: string): Promise<string[]> {
    return (await this.client.call('blockedWith', { memberId })).memberIds;
  }

  async hasWebcam(memberId: string): Promise<boolean> {
    return (await this.client.call('hasWebcam', { memberId })).hasWebcam;
  }

  close(): void {
    this.client.close();
  }
}
