/**
 * "Is this member blocked": whether a recipient refuses letters from a sender ('ignore me',
 * spec section 3). Blocking belongs to the social graph in profiles (issue 12, section 2), which
 * provides MAIL_BLOCKS once it has it; until then mail uses ALLOW_ALL_LETTERS.
 */
export interface MailBlocks {
  /** True when `recipientId` has blocked `senderId` (a letter between them is refused). */
  isBlocked(senderId: string, recipientId: string): Promise<boolean>;
}

export const MAIL_BLOCKS = Symbol('MAIL_BLOCKS');

/** The default while nothing blocks: every letter is allowed. */
export const ALLOW_ALL_LETTERS: MailBlocks = {
  isBlocked: async () => false,
};
