/**
 * Blocking ('ignore me', spec section 3): the one question mail and chat ask profiles before a
 * letter, a chat invite or a message goes out. In one process it is profiles' own SQL reader
 * (`BLOCK_LIST`, exported by ProfilesModule); split, it becomes a gRPC call of the same shape.
 * MemberBlocked / MemberUnblocked on `profiles.social.v1` let a service keep its own copy instead.
 */
export interface BlockList {
  /** True when `receiverId` blocked `senderId`: the sender may not wink, write, chat or invite. */
  isBlocked(senderId: string, receiverId: string): Promise<boolean>;
  /** True when either of the two blocked the other: neither appears in the other's lists. */
  eitherBlocked(a: string, b: string): Promise<boolean>;
  /** The members `memberId` blocked and those who blocked `memberId`: neither sees the other online. */
  blockedWith(memberId: string): Promise<string[]>;
}

export const BLOCK_LIST = Symbol('BLOCK_LIST');
