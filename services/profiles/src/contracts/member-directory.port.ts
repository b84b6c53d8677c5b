/**
 * What other services (mail first) may ask profiles about members now, in-process (the all-in-one
 * process provides it from ProfilesModule; a split deployment gives mail no directory yet, and
 * mail then shows no avatars and accepts no attachments). Answers only public facts.
 */
export interface MemberCard {
  memberId: string;
  userType: 'man' | 'woman';
  name: string;
  /** The avatar's small preview path, or null. */
  avatar: string | null;
  /** A lady's agency (the agency moderator's scope), or null. */
  agencyId: string | null;
}

/** A photo a member may attach to a letter: one of her or his own accepted public photos. */
export interface AttachablePhoto {
  photoId: string;
  small: string;
  large: string;
}

export interface MemberDirectory {
  /** Cards of the members among `memberIds` that have a profile (any order). */
  cardsOf(memberIds: string[]): Promise<MemberCard[]>;
  /** Of `photoIds`, the owner's accepted public photos not in the trash (any order; others left out). */
  attachablePhotos(ownerId: string, photoIds: string[]): Promise<AttachablePhoto[]>;
}

export const MEMBER_DIRECTORY = Symbol('MEMBER_DIRECTORY');
