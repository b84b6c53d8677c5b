/**
 * Whether a member refuses chat messages from another ('ignore me', spec section 3): a port the
 * chat defines and profiles implements with its block list (profiles owns the social graph and
 * already depends on chat-room's contracts). A process without profiles blocks nobody.
 */
export interface ChatBlocks {
  /** True when `receiverId` blocked `senderId`: the sender may not write or invite. */
  isBlocked(senderId: string, receiverId: string): Promise<boolean>;
  /** The members `memberId` blocked and those who blocked `memberId`: neither sees the other online. */
  blockedWith(memberId: string): Promise<string[]>;
}

export const CHAT_BLOCKS = Symbol('CHAT_BLOCKS');
