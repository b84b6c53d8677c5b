import { create, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import { type ChannelCredentials, type ChannelOptions, Client, credentials, Metadata, type ServiceError, status } from '@grpc/grpc-js';
import type { ServiceTokenSigner } from '../auth/service-tokens.js';
import { currentContext } from '../logging/logger.js';
import {
  CORRELATION_KEY,
  grpcServiceDefinition,
  type GrpcMethodName,
  type GrpcOutput,
  type GrpcService,
  type GrpcServiceDefinition,
  SERVICE_TOKEN_KEY,
  siteErrorFromMetadata,
} from './grpc-contract.js';

/**
 * A failed call that carried no refusal: the peer was unreachable, the deadline passed, it failed
 * internally, or it did not accept this caller (UNAUTHENTICATED / PERMISSION_DENIED: a deployment
 * error, not a member's). A mutating call that ends this way may or may not have been applied;
 * retry it with the same idempotency key.
 */
export class GrpcCallError extends Error {
  constructor(
    readonly method: string,
    readonly grpcCode: status,
    details: string,
    what = 'grpc',
  ) {
    super(`${what} ${method} failed: ${status[grpcCode] ?? grpcCode} ${details}`);
    this.name = 'GrpcCallError';
  }
}

export interface GrpcClientOptions {
  /** The service tokens every call carries (see ServiceTokenSigner.token). */
  signer: ServiceTokenSigner;
  /** The called service's name: the tokens' audience. */
  audience: string;
  /** Per-call deadline; 5 s unless told otherwise. */
  deadlineMs?: number;
  /** Insecure (plaintext) unless given. */
  credentials?: ChannelCredentials;
  channelOptions?: ChannelOptions;
  /** The error a call without a refusal ends with (a subclass naming the port, for example). */
  callError?: (method: string, code: status, details: string) => Error;
}

/**
 * Calls one `proto/` service over gRPC, signing each call as this service. Refusals come back as
 * the SiteError the server threw (same code, desc and details); anything else is a GrpcCallError.
 */
export class GrpcServiceClient<S extends GrpcService> {
  private readonly client: Client;
  private readonly definition: GrpcServiceDefinition<S>;
  private readonly deadlineMs: number;

  constructor(
    private readonly service: S,
    address: string,
    private readonly options: GrpcClientOptions,
  ) {
    this.client = new Client(address, options.credentials ?? credentials.createInsecure(), options.channelOptions);
    this.definition = grpcServiceDefinition(service);
    this.deadlineMs = options.deadlineMs ?? 5_000;
  }

  async call<M extends GrpcMethodName<S>>(method: M, request: MessageInitShape<S['method'][M]['input']>): Promise<GrpcOutput<S, M>> {
    const deadline = Date.now() + this.deadlineMs;
    const definition = this.definition[method];
    const message = create<DescMessage>(this.service.method[method]!.input, request as MessageInitShape<DescMessage>);
    const metadata = new Metadata();
    metadata.set(SERVICE_TOKEN_KEY, `Bearer ${await this.options.signer.token(this.options.audience, definition.path)}`);
    const correlationId = currentContext()?.correlationId;
    if (correlationId) metadata.set(CORRELATION_KEY, correlationId);
    return new Promise((resolve, reject) => {
      this.client.makeUnaryRequest(
        definition.path,
        definition.requestSerialize,
        definition.responseDeserialize,
        message,
        metadata,
        { deadline },
        (err: ServiceError | null, response?: unknown) => {
          if (!err) return resolve(response as GrpcOutput<S, M>);
          reject(
            siteErrorFromMetadata(err.metadata) ?? this.options.callError?.(method, err.code, err.details) ?? new GrpcCallError(method, err.code, err.details),
          );
        },
      );
    });
  }

  close(): void {
    this.client.close();
  }
}
