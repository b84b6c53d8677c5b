import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isSiteError, siteApi } from '@/shared/api';
import { useSession } from '@/shared/store/session-store';

/** A country as profiles answer it (`countries`, `guest/get-country`). */
export interface Country {
  id: number;
  name: string;
  code: string;
}

/** One entry of a list of profiles (search, last joined, online, top). */
export interface ProfileCard {
  user_id: number;
  user_type: 'man' | 'woman';
  name: string;
  age: number | null;
  country: string | null;
  country_id: number | null;
  country_code: string | null;
  city: string | null;
  avatar_url: string | null;
  is_online: boolean;
  is_new: boolean;
  with_web_cam: boolean;
  with_hd_cam: boolean;
}

export interface ProfileDetails {
  occupation: string | null;
  education: string | null;
  marital_status: string | null;
  english_level: string | null;
  languages: string[];
  religion: string | null;
  children: string | null;
  goals: string[];
  hair_color: string | null;
  eyes_color: string | null;
  body_type: string | null;
  height_cm: number | null;
  weight_kg: number | null;
  about_me: string | null;
  interests?: string[];
  pets?: string[];
  flowers?: string[];
  holidays?: string[];
  smoking?: string | null;
  alcohol?: string | null;
  accommodation?: string | null;
  about_yourself?: string | null;
}

export interface LookingFor {
  age_from: number | null;
  age_to: number | null;
  weight_from: number | null;
  weight_to: number | null;
  height_from: number | null;
  height_to: number | null;
  hair_color: string | null;
  eyes_color: string | null;
  children: string | null;
  type: string | null;
}

/** What a visitor sees of a lady (`guest/get-woman-profile`). */
export interface PublicProfile {
  user_id: number;
  user_type: 'man' | 'woman';
  name: string;
  age: number | null;
  country: Country | null;
  city: string | null;
  nationality: string | null;
  avatar_url: string | null;
  is_new: boolean;
  documents_verified: boolean;
  profile_additional_info: ProfileDetails;
}

/** What a member of the other sex sees (`profile/load` with `target_user_id`). */
export interface MemberProfile extends PublicProfile {
  status: string;
  is_online: boolean;
  with_web_cam: boolean;
  with_hd_cam: boolean;
  created_at: string;
  looking_for: LookingFor;
}

/** The owner's own profile (`profile/load` without a target). */
export interface OwnProfile extends MemberProfile {
  birthday: string | null;
  agency_id: string | null;
  contacts: { email: string | null; phone: string | null };
}

export const profileKeys = {
  own: ['profiles', 'own'] as const,
  member: (id: number) => ['profiles', 'member', id] as const,
  public: (id: number) => ['profiles', 'public', id] as const,
  countries: ['profiles', 'countries'] as const,
  nationalities: ['profiles', 'nationalities'] as const,
  search: (body: Record<string, unknown>) => ['profiles', 'search', body] as const,
  lastJoined: (who: string) => ['profiles', 'last-joined', who] as const,
};

export interface SearchAnswer {
  list: ProfileCard[];
  count: number;
}

/** `profile/search`: a page of cards of the other sex and the number of all matches. */
export async function searchProfiles(body: Record<string, unknown>, signal?: AbortSignal): Promise<SearchAnswer> {
  const envelope = await siteApi.call<ProfileCard[]>('profile/search', body, { signal });
  return { list: envelope.result ?? [], count: Number(envelope.count ?? envelope.total_count ?? 0) };
}

export function useProfileSearch(body: Record<string, unknown>, enabled = true) {
  return useQuery({
    enabled,
    queryKey: profileKeys.search(body),
    queryFn: ({ signal }) => searchProfiles(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export const countriesQuery = queryOptions({
  queryKey: profileKeys.countries,
  queryFn: () => siteApi.post<Country[]>('countries'),
  staleTime: Infinity,
});

export function useCountries() {
  return useQuery(countriesQuery);
}

export function useNationalities() {
  return useQuery({ queryKey: profileKeys.nationalities, queryFn: () => siteApi.post<string[]>('guest/get-nationality'), staleTime: Infinity });
}

/** Another member's profile; loading it records the visit (profile/load with target_user_id). */
export function useMemberProfile(id: number) {
  return useQuery({
    queryKey: profileKeys.member(id),
    queryFn: () => siteApi.post<MemberProfile>('profile/load', { target_user_id: id }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function ownProfileQuery() {
  return queryOptions({ queryKey: profileKeys.own, queryFn: () => siteApi.post<OwnProfile>('profile/load'), staleTime: 30_000 });
}

export function useOwnProfile() {
  const token = useSession((s) => s.token);
  return useQuery({ ...ownProfileQuery(), enabled: !!token });
}

/** A lady's public profile as a visitor gets it: her public fields and her accepted public photos. */
export interface GuestProfile extends PublicProfile {
  photos: { id: number; preview: string | null; large: string | null }[];
}

export function usePublicProfile(id: number) {
  return useQuery({
    queryKey: profileKeys.public(id),
    queryFn: () => siteApi.post<GuestProfile>('guest/get-woman-profile', { id }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** `guest/get-last-joined`: ladies for men, men for a lady (the token decides). */
export function useLastJoined(limit = 12) {
  const userType = useSession((s) => s.userType);
  return useQuery({
    queryKey: profileKeys.lastJoined(`${userType ?? 'guest'}:${limit}`),
    queryFn: () => siteApi.post<ProfileCard[]>('guest/get-last-joined', { limit }),
    staleTime: 60_000,
  });
}

export type ProfileForm = 'main-info' | 'about-me-info' | 'my-appearance' | 'woman-looking-for';

/** `profile/update/<form>`: answers the own profile, which replaces the cached one. */
export function useUpdateProfile(form: ProfileForm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => siteApi.post<OwnProfile>(`profile/update/${form}`, body),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.own, profile);
      void queryClient.invalidateQueries({ queryKey: ['profile', 'me'] });
    },
  });
}

/** `profile/update/user-status` (men and women): the status line ('' clears it); the answer's `{ status }` goes into the cached own profile. */
export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: string) => siteApi.post<{ status: string }>('profile/update/user-status', { status }),
    onSuccess: ({ status }) => queryClient.setQueryData<OwnProfile>(profileKeys.own, (profile) => (profile ? { ...profile, status } : profile)),
  });
}

/**
 * A profile's answers that mean it is not there for this viewer: 10404 (no such member, or a banned
 * one; a man asked of guest/get-woman-profile) and 10024 (the same sex: never shown). A retry cannot
 * change them; any other failure (the network, a server error, the viewer's own profile not ready:
 * 10005) may pass, so the page offers Try again.
 */
const GONE_CODES: readonly number[] = [10404, 10024];
export const profileGone = (error: unknown): boolean => isSiteError(error) && error.code !== null && GONE_CODES.includes(error.code);
