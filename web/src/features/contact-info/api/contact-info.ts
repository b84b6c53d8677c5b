import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteApi } from '@/shared/api';

/** Where a man's request for a lady's contact details stands (spec section 3). */
export type ContactInfoStatus = 'none' | 'process' | 'verification' | 'accept' | 'reject';

/** `realinfo/get-info-status` and `realinfo/make-request` answer this. */
export interface ContactInfo {
  /** The lady. */
  user_id: number;
  status: ContactInfoStatus;
  /** What a request costs now, in credits (the price list's `realinfo_request`). */
  price: number;
  /** Her phone and e-mail: only once the request is accepted. */
  contacts: { phone: string | null; email: string | null } | null;
  /** A rejection's reason. */
  reason: string | null;
  /** When he asked (ISO 8601); null before he has. */
  time_create: string | null;
  /**
   * ISO 8601: when billing gave his reserved credits back because no moderator decided in time
   * (the hold expired), else null. The status stays until a moderator rejects it.
   */
  hold_expired_at?: string | null;
  /** Her contacts free once he has talked with her enough: his billed chat minutes and letters to her, and the bar. */
  unlock?: { chat_minutes: number; letters: number; chat_minutes_needed: number; letters_needed: number; unlocked: boolean };
}

/** A request still waiting for a moderator whose hold billing expired: his credits are back, nobody can accept it any more. */
export const holdExpired = (info: Pick<ContactInfo, 'status' | 'hold_expired_at'>): boolean =>
  (info.status === 'process' || info.status === 'verification') && info.hold_expired_at != null;

export const contactInfoKeys = {
  all: ['contact-info'] as const,
  status: (userId: number) => ['contact-info', userId] as const,
};

/**
 * `realinfo/get-info-status` for one lady: the modal and the profile's button share it. Only a man
 * asks (`enabled`); a site error is an answer, so it is not retried (transport failures are, once).
 */
export function useContactInfoStatus(userId: number, enabled = true) {
  return useQuery({
    queryKey: contactInfoKeys.status(userId),
    queryFn: () => siteApi.post<ContactInfo>('realinfo/get-info-status', { user_id: userId }),
    enabled: enabled && Number.isInteger(userId) && userId > 0,
    staleTime: 30_000,
  });
}

/**
 * `realinfo/make-request`: the price is reserved at once, so the balance is read again; the answer
 * (status 'process') becomes the cached status, then the status is read again from the server.
 * 10025/10028 open the low-credits modal (the query client's rule for every mutation).
 */
export function useRequestContactInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => siteApi.post<ContactInfo>('realinfo/make-request', { user_id: userId }),
    onSuccess: (answer, userId) => {
      client.setQueryData(contactInfoKeys.status(userId), answer);
      void client.invalidateQueries({ queryKey: contactInfoKeys.status(userId) });
      void client.invalidateQueries({ queryKey: ['credits'] });
    },
  });
}
