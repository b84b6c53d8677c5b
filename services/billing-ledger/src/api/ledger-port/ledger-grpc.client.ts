import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  type CaptureResponse,
  type ChargeResponse,
  type GetBalanceResponse,
  type HoldResponse,
  LedgerService,
  type ReleaseResponse,
} from '@dating/proto/billing/v1/ledger_pb';
import type { ChannelCredentials, ChannelOptions, status } from '@grpc/grpc-js';
import { GrpcCallError, GrpcServiceClient, type ServiceTokenSigner } from '@dating/platform';
import type { LedgerPort } from './ledger.port.js';
import { LEDGER_SERVICE_NAME, type LedgerMethod } from './ledger-grpc.definition.js';

export interface GrpcLedgerPortOptions {
  /** Signs every call as the calling service (its SERVICE_PRIVATE_KEY). */
  signer: ServiceTokenSigner;
  /** Per-call deadline; 5 s unless told otherwise. */
  deadlineMs?: number;
  /** Insecure (plaintext) unless given. */
  credentials?: ChannelCredentials;
  channelOptions?: ChannelOptions;
}

type Input<M extends LedgerMethod> = MessageInitShape<(typeof LedgerService.method)[M]['input']>;

/**
 * A failed call that carried no refusal: the ledger was unreachable, the deadline passed, it
 * failed internally, or it refused this caller (UNAUTHENTICATED, PERMISSION_DENIED). A mutating
 * call that ends this way may or may not have been applied; retry it with the same idempotency key.
 */
export class LedgerCallError extends GrpcCallError {
  constructor(method: LedgerMethod, grpcCode: status, details: string) {
    super(method, grpcCode, details, 'ledger');
    this.name = 'LedgerCallError';
  }
}

/**
 * `LedgerPort` over gRPC, for a process that runs without billing-ledger; every call carries a
 * service token signed as the calling service. Refusals come back as the same
 * `SiteError(code, desc, details)` the in-process port throws, so callers cannot tell the two
 * apart; anything else is a `LedgerCallError`.
 */
export class GrpcLedgerPort implements LedgerPort {
  private readonly client: GrpcServiceClient<typeof LedgerService>;

  constructor(address: string, options: GrpcLedgerPortOptions) {
    this.client = new GrpcServiceClient(LedgerService, address, {
      ...options,
      audience: LEDGER_SERVICE_NAME,
      callError: (method, code, details) => new LedgerCallError(method as LedgerMethod, code, details),
    });
  }

  charge(request: Input<'charge'>): Promise<ChargeResponse> {
    return this.client.call('charge', request);
  }

  hold(request: Input<'hold'>): Promise<HoldResponse> {
    return this.client.call('hold', request);
  }

  capture(request: Input<'capture'>): Promise<CaptureResponse> {
    return this.client.call('capture', request);
  }

  release(request: Input<'release'>): Promise<ReleaseResponse> {
    return this.client.call('release', request);
  }

  getBalance(request: Input<'getBalance'>): Promise<GetBalanceResponse> {
    return this.client.call('getBalance', request);
  }

  close(): void {
    this.client.close();
  }
}
