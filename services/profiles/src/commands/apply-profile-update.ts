import { encodeEvent, type ServiceDb } from '@dating/platform';
import { ProfileNameChangedEvent } from '../contracts/profiles-events.js';
import { ProfilesError } from '../domain/profile-errors.js';
import { ownView, type OwnProfileView } from '../domain/profile.js';
import { COUNTRY_INVALID } from '../http/validation.js';
import type { Countries } from '../infrastructure/countries.js';
import { readContacts, readProfile } from '../infrastructure/profile.reader.js';
import { type ProfileChanges, updateContacts, updateProfile } from '../infrastructure/profile.writer.js';

/** An optional field as a form sends it: absent stays, "" or null clears. */
export const cleared = <T>(value: T | '' | null | undefined): T | null | undefined =>
  value === undefined ? undefined : value === '' || value === null ? null : value;

/** A birth timestamp in seconds as the profile's date (UTC). */
export const birthdayOf = (seconds: number | '' | null | undefined): string | null | undefined =>
  seconds === undefined ? undefined : seconds === '' || seconds === null ? null : new Date(seconds * 1000).toISOString().slice(0, 10);

/** Refuses a country id that is not in the list (spec section 5: "Country must be valid"). */
export async function requireCountry(countries: Countries, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  if (!(await countries.exists(id))) throw new ProfilesError('PROFILES.INVALID', COUNTRY_INVALID, { country: [COUNTRY_INVALID] });
}

/**
 * Writes one form's changes to the member's own profile (and contacts) in one transaction, with
 * ProfileNameChanged in the outbox when the name changed, and answers the profile as the owner sees it.
 */
export function applyProfileUpdate(
  db: ServiceDb,
  memberId: string,
  changes: ProfileChanges,
  contacts: { email?: string | null; phone?: string | null } = {},
): Promise<OwnProfileView> {
  return db.transaction(async (tx) => {
    const updated = await updateProfile(tx, memberId, changes);
    if (!updated) throw new ProfilesError('PROFILES.OWN_PROFILE_MISSING');
    if (typeof changes.name === 'string' && changes.name !== updated.previousName) {
      await tx.publish([encodeEvent(ProfileNameChangedEvent, { memberId, name: changes.name }, { streamId: memberId, actor: `member:${memberId}` })]);
    }
    await updateContacts(tx, memberId, contacts);
    const profile = await readProfile(tx, memberId);
    return ownView(profile!, await readContacts(tx, memberId));
  });
}
