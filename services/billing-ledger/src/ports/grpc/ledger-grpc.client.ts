import { create, type DescMessage, type MessageInitShape, type MessageShape } from '@bufbuild/protobuf';
import {
  type CaptureResponse,
  type ChargeResponse,
  type GetBalanceResponse,
  type HoldResponse,
  LedgerService,
  type ReleaseResponse,
} from '@dating/proto/billing/v1/ledger_pb';
import { type ChannelCredentials, type ChannelOptions, Client, credentials, Metadata, type ServiceError, status } from '@grpc/grpc-js';
import { currentContext } from '@dating/platform';
import type { LedgerPort } from '../ledger.port.js';
import { CORRELATION_KEY, LEDGER_SERVICE_DEFINITION, type LedgerMethod, siteErrorFromMetadata } from './ledger-grpc.definition.js';

export interface GrpcLedgerPortOptions {
  /** Per-call deadline; 5 s unless told otherwise. */
  deadlineMs?: number;
  /** Insecure (plaintext) unless given. */
  credentials?: ChannelCredentials;
  channelOptions?: ChannelOptions;
}

type Methods = typeof LedgerService.method;
type Input<M extends LedgerMethod> = Methods[M]['input'];
type Output<M extends LedgerMethod> = Methods[M]['output'];

/**
 * A failed call that carried no refusal: the ledger was unreachable, the deadline passed, or it
 * failed internally. A mutating call that ends this way may or may not have been applied; retry
 * it with the same idempotency key.
 */
export class LedgerCallError extends Error {
  constructor(
    readonly method: LedgerMethod,
    readonly grpcCode: status,
    details: string,
  ) {
    super(`ledger ${method} failed: ${status[grpcCode] ?? grpcCode} ${details}`);
    this.name = 'LedgerCallError';
  }
}

/**
 * `LedgerPort` over gRPC, for a process that runs without billing-ledger. Refusals come back as
 * the same `SiteError(code, desc, details)` the in-process port throws, so callers cannot tell
 * the two apart; anything else is a `LedgerCallError`.
 */
export class GrpcLedgerPort implements LedgerPort {
  private readonly client: Client;
  private readonly deadlineMs: number;

  constructor(address: string, options: GrpcLedgerPortOptions = {}) {
    this.client = new Client(address, options.credentials ?? credentials.createInsecure(), options.channelOptions);
    this.deadlineMs = options.deadlineMs ?? 5_000;
  }

  charge(request: MessageInitShape<Input<'charge'>>): Promise<ChargeResponse> {
    return this.call('charge', request);
  }

  hold(request: MessageInitShape<Input<'hold'>>): Promise<HoldResponse> {
    return this.call('hold', request);
  }

  capture(request: MessageInitShape<Input<'capture'>>): Promise<CaptureResponse> {
    return this.call('capture', request);
  }

  release(request: MessageInitShape<Input<'release'>>): Promise<ReleaseResponse> {
    return this.call('release', request);
  }

  getBalance(request: MessageInitShape<Input<'getBalance'>>): Promise<GetBalanceResponse> {
    return this.call('getBalance', request);
  }

  close(): void {
    this.client.close();
  }

  private call<M extends LedgerMethod>(method: M, request: MessageInitShape<Input<M>>): Promise<MessageShape<Output<M>>> {
    const definition = LEDGER_SERVICE_DEFINITION[method];
    const message = create<DescMessage>(LedgerService.method[method].input, request as MessageInitShape<DescMessage>);
    const metadata = new Metadata();
    const correlationId = currentContext()?.correlationId;
    if (correlationId) metadata.set(CORRELATION_KEY, correlationId);
    return new Promise((resolve, reject) => {
      this.client.makeUnaryRequest(
        definition.path,
        definition.requestSerialize,
        definition.responseDeserialize,
        message,
        metadata,
        { deadline: Date.now() + this.deadlineMs },
        (err: ServiceError | null, response?: unknown) => {
          if (err) reject(siteErrorFromMetadata(err.metadata) ?? new LedgerCallError(method, err.code, err.details));
          else resolve(response as MessageShape<Output<M>>);
        },
      );
    });
  }
}
