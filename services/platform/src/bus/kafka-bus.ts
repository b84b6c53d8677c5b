import { Kafka, logLevel, Partitioners, type Consumer, type Producer } from 'kafkajs';
import { logger } from '../logging/logger.js';
import type { BusMessage, EventBus, SubscribeOptions, Subscription } from './event-bus.js';

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  /** Partitions for topics this bus creates. */
  partitions?: number;
  /** Consumer session timeout; short in tests so a dead member is noticed quickly. */
  sessionTimeoutMs?: number;
  /**
   * Prefixes every topic and consumer group (`<namespace>.<name>`), so several deployments (staging
   * beside production, or each test's product) share one cluster without reading each other's
   * events or splitting each other's partitions. Handlers see the topic names without it.
   */
  namespace?: string;
}

/**
 * The Kafka transport (kafkajs). Messages are keyed by aggregate id, so one aggregate stays on one
 * partition, in order. The producer is idempotent with acks from all in-sync replicas; consumers
 * commit an offset only after the handler resolved (kafkajs resolves offsets after eachMessage).
 */
export class KafkaEventBus implements EventBus {
  readonly transport = 'kafka' as const;
  private readonly kafka: Kafka;
  private producer: Producer | null = null;
  private producerReady: Promise<Producer> | null = null;
  private readonly consumers = new Set<Consumer>();
  private readonly knownTopics = new Set<string>();
  private readonly log = logger('kafka-bus');

  constructor(private readonly options: KafkaBusOptions) {
    if (options.namespace !== undefined && !/^[A-Za-z0-9_-]{1,100}$/.test(options.namespace))
      throw new Error('the Kafka namespace may hold letters, digits, dashes and underscores only (1 to 100)');
    const log = this.log;
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      retry: { retries: 8, initialRetryTime: 100 },
      logCreator:
        () =>
        ({ level, log: entry }) => {
          const { message, ...rest } = entry;
          if (level <= logLevel.ERROR) log.error(rest, message);
          else log.warn(rest, message);
        },
    });
  }

  async publish(messages: BusMessage[]): Promise<void> {
    if (!messages.length) return;
    const producer = await this.getProducer();
    await this.ensureTopics([...new Set(messages.map((m) => m.topic))]);
    // One sendBatch keeps the relative order of messages per topic and key.
    const byTopic = new Map<string, BusMessage[]>();
    for (const m of messages) byTopic.set(this.named(m.topic), [...(byTopic.get(this.named(m.topic)) ?? []), m]);
    try {
      await producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, ms]) => ({
          topic,
          messages: ms.map((m) => ({ key: m.key, value: Buffer.from(m.value), headers: m.headers })),
        })),
      });
    } catch (err) {
      this.discardProducer(producer);
      throw err;
    }
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    await this.ensureTopics(options.topics);
    const consumer = this.kafka.consumer({
      groupId: this.named(options.group),
      sessionTimeout: this.options.sessionTimeoutMs ?? 10_000,
      heartbeatInterval: Math.max(500, Math.floor((this.options.sessionTimeoutMs ?? 10_000) / 5)),
      rebalanceTimeout: 10_000,
      retry: { retries: Number.MAX_SAFE_INTEGER, initialRetryTime: 100, maxRetryTime: 5_000 },
    });
    await consumer.connect();
    await consumer.subscribe({ topics: options.topics.map((t) => this.named(t)), fromBeginning: options.fromBeginning ?? true });
    const prefix = this.options.namespace ? `${this.options.namespace}.` : '';
    let closed = false;
    let abandon: () => void = () => undefined;
    // Settles on close, so a handler that never returns cannot keep the consumer from leaving.
    const gone = new Promise<never>((_, reject) => (abandon = () => reject(new Error('subscription closed before commit'))));
    gone.catch(() => undefined);
    const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
    await consumer.run({
      partitionsConsumedConcurrently: 1,
      eachMessage: async ({ topic, partition, message }) => {
        if (closed) throw new Error('subscription closed');
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(message.headers ?? {})) if (v !== undefined) headers[k] = String(v);
        const handled = options.handler({
          topic: topic.slice(prefix.length),
          partition,
          offset: message.offset,
          key: message.key?.toString() ?? '',
          value: new Uint8Array(message.value ?? Buffer.alloc(0)),
          headers,
        });
        await Promise.race([handled, gone]);
        if (closed) throw new Error('subscription closed before commit');
      },
    });
    this.consumers.add(consumer);
    await joined;
    return {
      close: async () => {
        closed = true;
        abandon();
        this.consumers.delete(consumer);
        await consumer.disconnect();
      },
    };
  }

  async ensureTopics(topics: string[]): Promise<void> {
    const missing = topics.map((t) => this.named(t)).filter((t) => !this.knownTopics.has(t));
    if (!missing.length) return;
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const existing = new Set(await admin.listTopics());
      const toCreate = missing.filter((t) => !existing.has(t));
      if (toCreate.length) {
        await admin.createTopics({
          waitForLeaders: true,
          topics: toCreate.map((topic) => ({ topic, numPartitions: this.options.partitions ?? 3, replicationFactor: 1 })),
        });
      }
      for (const t of missing) this.knownTopics.add(t);
    } finally {
      await admin.disconnect();
    }
  }

  async healthy(): Promise<boolean> {
    const admin = this.kafka.admin();
    try {
      await admin.connect();
      await admin.describeCluster();
      return true;
    } catch {
      return false;
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((c) => c.disconnect().catch(() => undefined)));
    this.consumers.clear();
    if (this.producer) await this.producer.disconnect().catch(() => undefined);
    this.producer = null;
    this.producerReady = null;
  }

  private getProducer(): Promise<Producer> {
    if (!this.producerReady) {
      const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, createPartitioner: Partitioners.DefaultPartitioner });
      this.producerReady = producer.connect().then(() => (this.producer = producer));
      this.producerReady.catch(() => (this.producerReady = null));
    }
    return this.producerReady;
  }

  /**
   * After a failed send the next publish gets a new producer. An idempotent kafkajs producer can be
   * left unable to send again (its sequence numbers out of step with the broker's after a broker
   * restart: OUT_OF_ORDER_SEQUENCE_NUMBER on every later send, tulios/kafkajs#598), or disconnected.
   * The relay publishes the batch again; a copy the broker had already taken is dropped by the
   * consumers' inbox.
   */
  private discardProducer(producer: Producer): void {
    if (this.producer !== producer) return;
    this.producer = null;
    this.producerReady = null;
    void producer.disconnect().catch(() => undefined);
  }

  /** A topic's or group's name on the cluster: with the namespace, if any. */
  private named(name: string): string {
    return this.options.namespace ? `${this.options.namespace}.${name}` : name;
  }
}
