/** What a service knows of profiles' block list ('ignore me', spec section 3): whether `receiverId` blocked `senderId`. */
export interface BlockCheck {
  isBlocked(senderId: string, receiverId: string): Promise<boolean>;
}

/**
 * A block between two members either way: she ignores him, or he ignores her and could not read
 * her answer. Letters, chat messages and typing stop on it, as winks, gifts and favorites do.
 */
export async function blockedEitherWay(blocks: BlockCheck, a: string, b: string): Promise<boolean> {
  const [aBlocked, bBlocked] = await Promise.all([blocks.isBlocked(a, b), blocks.isBlocked(b, a)]);
  return aBlocked || bBlocked;
}
