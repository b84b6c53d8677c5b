/**
 * The event bus behind every integration event. Two transports share this contract and one test
 * suite (testing/bus-contract.ts): in-process for the embedded default, Kafka for full mode.
 *
 * Semantics both keep:
 * - messages of one key are delivered in the order they were published;
 * - at-least-once: a message is committed for a consumer group only after its handler resolved,
 *   so a handler that throws, or a consumer that dies first, sees it again (consumers dedupe
 *   through their inbox);
 * - `publish` resolves only once the transport has acknowledged every message.
 */
export interface BusMessage {
  topic: string;
  /** The aggregate id: messages with one key stay in order. */
  key: string;
  value: Uint8Array;
  headers?: Record<string, string>;
}

export interface DeliveredMessage extends BusMessage {
  partition: number;
  offset: string;
}

export type MessageHandler = (message: DeliveredMessage) => Promise<void>;

export interface SubscribeOptions {
  /** Consumer group: each group sees every message once (at least), shared among its members. */
  group: string;
  topics: string[];
  handler: MessageHandler;
  /** A new group starts at the beginning of each topic (default) or only sees new messages. */
  fromBeginning?: boolean;
}

export interface Subscription {
  /** Stops consuming; a message whose handler has not resolved is not committed. */
  close(): Promise<void>;
}

export interface EventBus {
  readonly transport: 'in-process' | 'kafka';
  publish(messages: BusMessage[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** Creates topics ahead of use where the transport needs it. */
  ensureTopics(topics: string[]): Promise<void>;
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}

export const EVENT_BUS = Symbol('EVENT_BUS');
