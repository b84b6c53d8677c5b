import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { COUNTERS_KEY, LETTERS_COUNTER_KEY, NOTIFICATIONS_COUNTER_KEY, refreshAfterNotification } from './counters';

/** A client holding the header counters, his balance, his gifts and a lady's contact status, none stale yet. */
function cachedClient() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const keys = [COUNTERS_KEY, LETTERS_COUNTER_KEY, NOTIFICATIONS_COUNTER_KEY, ['credits', 'balance'], ['gifts', 'list', 'all'], ['contact-info', 7]];
  for (const key of keys) client.setQueryData(key, 1);
  const stale = () => keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
  return { client, stale };
}

describe('refreshAfterNotification', () => {
  it('refreshes the header counters after any socket notification', async () => {
    const { client, stale } = cachedClient();
    await refreshAfterNotification(client, 'wink');
    expect(stale()).toEqual(['profiles/counter', 'letters/counter', 'notifications/counter']);
  });

  it("also refreshes a man's balance, gifts and contacts when moderation ends what he paid for", async () => {
    for (const type of ['gift_delivered', 'gift_declined', 'gift_expired', 'contacts_ready', 'contacts_declined', 'contacts_expired']) {
      const { client, stale } = cachedClient();
      await refreshAfterNotification(client, type);
      expect(stale()).toEqual(['profiles/counter', 'letters/counter', 'notifications/counter', 'credits/balance', 'gifts/list/all', 'contact-info/7']);
    }
  });
});
