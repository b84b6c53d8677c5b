import { describe, expect, it } from 'vitest';
import { eventually } from '../testing/test-app.js';
import { describeEventBusContract } from '../testing/bus-contract.js';
import { TEST_KAFKA_BROKERS, uniqueName } from '../testing/test-env.js';
import { InProcessEventBus } from './in-process-bus.js';
import { KafkaEventBus } from './kafka-bus.js';

describeEventBusContract('in-process', async () => new InProcessEventBus({ first: 10, max: 100 }));
describeEventBusContract('kafka', async () => new KafkaEventBus({ brokers: TEST_KAFKA_BROKERS, clientId: uniqueName('contract'), sessionTimeoutMs: 6000 }));

describe('kafka namespaces', () => {
  it("keep two deployments on one cluster apart: same topic and group names, neither reads the other's events", async () => {
    const [a, b] = [uniqueName('ns_a'), uniqueName('ns_b')].map(
      (namespace) => new KafkaEventBus({ brokers: TEST_KAFKA_BROKERS, clientId: namespace, namespace, sessionTimeoutMs: 6000 }),
    );
    const seen: Record<'a' | 'b', string[]> = { a: [], b: [] };
    const subs = await Promise.all(
      (['a', 'b'] as const).map((who) =>
        (who === 'a' ? a : b)!.subscribe({
          group: 'shared.group',
          topics: ['shared.topic'],
          handler: async (m) => void seen[who].push(`${m.topic}:${Buffer.from(m.value).toString()}`),
        }),
      ),
    );
    try {
      await a!.publish([{ topic: 'shared.topic', key: 'k', value: new TextEncoder().encode('from-a') }]);
      await b!.publish([{ topic: 'shared.topic', key: 'k', value: new TextEncoder().encode('from-b') }]);
      await eventually(
        async () => seen.a.length + seen.b.length,
        (n) => n >= 2,
      );
      // Handlers see the topic without the namespace.
      expect(seen).toEqual({ a: ['shared.topic:from-a'], b: ['shared.topic:from-b'] });
    } finally {
      await Promise.all(subs.map((s) => s.close()));
      await Promise.all([a!.close(), b!.close()]);
    }
  }, 60_000);

  it('publishes again through a new producer after a send failed (a producer that cannot send is not kept)', async () => {
    const namespace = uniqueName('ns_producer');
    const bus = new KafkaEventBus({ brokers: TEST_KAFKA_BROKERS, clientId: namespace, namespace, sessionTimeoutMs: 6000 });
    const seen: string[] = [];
    const sub = await bus.subscribe({ group: 'g', topics: ['t'], handler: async (m) => void seen.push(Buffer.from(m.value).toString()) });
    const message = (text: string) => [{ topic: 't', key: 'k', value: new TextEncoder().encode(text) }];
    try {
      await bus.publish(message('one'));
      // The producer in use stops being able to send (as after a broker restart broke its sequence).
      await (bus as unknown as { producer: { disconnect(): Promise<void> } }).producer.disconnect();
      await expect(bus.publish(message('lost'))).rejects.toThrow();
      await bus.publish(message('two'));
      await eventually(
        async () => seen.length,
        (n) => n >= 2,
      );
      expect(seen).toEqual(['one', 'two']);
    } finally {
      await sub.close();
      await bus.close();
    }
  }, 60_000);

  it('refuses a namespace that is not a plain name', () => {
    expect(() => new KafkaEventBus({ brokers: TEST_KAFKA_BROKERS, clientId: 'x', namespace: 'a.b' })).toThrow(/namespace/);
  });
});
