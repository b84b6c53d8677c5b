import { type DescMessage, type DescMethod, type DescService, fromBinary, type MessageShape, toBinary } from '@bufbuild/protobuf';
import { Metadata, type MethodDefinition, type ServiceDefinition, status } from '@grpc/grpc-js';
import { grpcStatusOfCode, SITE_CODES, type SiteCode } from '../api/site-codes.js';
import { SiteError } from '../api/site-error.js';

/**
 * The gRPC side of a `proto/` service, derived from its protobuf-es descriptor: one entry per RPC
 * with its path and protobuf-es (de)serializers. No proto-loader, no second codegen: an RPC added
 * to the .proto is wired by this alone. Only unary RPCs are supported.
 */
export type GrpcService = Omit<DescService, 'method'> & { method: Record<string, DescMethod> };
export type GrpcMethodName<S extends GrpcService> = keyof S['method'] & string;
export type GrpcInput<S extends GrpcService, M extends GrpcMethodName<S>> = MessageShape<S['method'][M]['input']>;
export type GrpcOutput<S extends GrpcService, M extends GrpcMethodName<S>> = MessageShape<S['method'][M]['output']>;

type AnyMethodDefinition = MethodDefinition<unknown, unknown>;
export type GrpcServiceDefinition<S extends GrpcService> = Record<GrpcMethodName<S>, AnyMethodDefinition> & ServiceDefinition;

function methodDefinition<I extends DescMessage, O extends DescMessage>(input: I, output: O, path: string, originalName: string) {
  return {
    path,
    originalName,
    requestStream: false,
    responseStream: false,
    requestSerialize: (message: MessageShape<I>) => asBuffer(toBinary(input, message)),
    requestDeserialize: (bytes: Buffer) => fromBinary(input, bytes),
    responseSerialize: (message: MessageShape<O>) => asBuffer(toBinary(output, message)),
    responseDeserialize: (bytes: Buffer) => fromBinary(output, bytes),
  } satisfies MethodDefinition<MessageShape<I>, MessageShape<O>>;
}

/** The grpc-js service definition of a protobuf-es service, keyed by local method names (charge, checkSession, ...). */
export function grpcServiceDefinition<S extends GrpcService>(service: S): GrpcServiceDefinition<S> {
  const entries = Object.entries(service.method).map(([localName, method]) => {
    if (method.methodKind !== 'unary') throw new Error(`${service.typeName}.${method.name} is ${method.methodKind}; only unary RPCs are wired`);
    const definition = methodDefinition(method.input, method.output, `/${service.typeName}/${method.name}`, method.name);
    return [localName, definition as unknown as AnyMethodDefinition] as const;
  });
  return Object.fromEntries(entries) as GrpcServiceDefinition<S>;
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Trailing metadata that carries a refusal across the wire. Values are percent-encoded (metadata is ASCII). */
export const SITE_CODE_KEY = 'site-code';
export const SITE_DESC_KEY = 'site-desc';
export const SITE_DETAILS_KEY = 'site-details';
/** The caller's correlation id, so events written over gRPC carry the same one as in-process. */
export const CORRELATION_KEY = 'x-correlation-id';
export const VALID_CORRELATION_ID = /^[\w.:-]{1,100}$/;
/** Request metadata carrying the caller's service token: `Bearer <jwt>` (see auth/service-tokens). */
export const SERVICE_TOKEN_KEY = 'authorization';

/** Details larger than this are dropped rather than risk the peer's metadata size limit. */
const MAX_DETAILS_CHARS = 4096;

/** The gRPC status a site code travels under (the one table in api/site-codes.ts); the exact code rides in `site-code` either way. */
export function grpcStatusOf(error: SiteError): status {
  return grpcStatusOfCode(error.code, error.httpStatus) as status;
}

export function siteErrorMetadata(error: SiteError): Metadata {
  const metadata = new Metadata();
  metadata.set(SITE_CODE_KEY, String(error.code));
  metadata.set(SITE_DESC_KEY, encodeURIComponent(error.desc));
  if (error.details !== undefined) {
    const details = encodeURIComponent(JSON.stringify(error.details) ?? 'null');
    if (details.length <= MAX_DETAILS_CHARS) metadata.set(SITE_DETAILS_KEY, details);
  }
  return metadata;
}

/** The SiteError a status carries, or null when it carries none (transport failure, internal error, refused caller). */
export function siteErrorFromMetadata(metadata: Metadata | undefined): SiteError | null {
  const rawCode = metadata?.get(SITE_CODE_KEY)[0];
  if (typeof rawCode !== 'string' || !/^\d+$/.test(rawCode) || !(rawCode in SITE_CODES)) return null;
  const code = Number(rawCode) as SiteCode;
  const desc = decoded(metadata!.get(SITE_DESC_KEY)[0]);
  const rawDetails = decoded(metadata!.get(SITE_DETAILS_KEY)[0]);
  let details: unknown;
  if (rawDetails !== undefined) {
    try {
      details = JSON.parse(rawDetails);
    } catch {
      details = undefined;
    }
  }
  return new SiteError(code, desc, details);
}

function decoded(value: string | Buffer | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
