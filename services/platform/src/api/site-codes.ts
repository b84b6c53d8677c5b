import { SITE_CODES } from '@dating/rules';

/** The site error catalogue of spec section 8 (in `@dating/rules`, which the front ends read too). */
export { SITE_CODES };

export type SiteCode = keyof typeof SITE_CODES;

/** Named codes, so call sites read as words rather than numbers. */
export const Code = {
  TokenRemoved: 401,
  PostData: 10203,
  Unauthorized: 10401,
  ApiError: 10400,
  NotFound: 10404,
  MissingParameters: 10001,
  Validation: 10002,
  AuthorizationFailed: 10003,
  TokenGeneration: 10004,
  UserNotFound: 10005,
  SaveFailed: 10006,
  IncompatibleTypes: 10007,
  MissingProperty: 10008,
  NotForAuthorized: 10009,
  IncompatibleUserTypes: 10024,
  InsufficientBalance: 10025,
  InvalidJson: 10026,
  Duplicate: 10027,
  NotEnoughFunds: 10028,
  PhotoResolution: 10029,
  PhotoExtension: 10030,
  UploadFailed: 10031,
  AlbumNotFound: 10032,
  ChatSessionExists: 10033,
  AlreadyPerformed: 10034,
  InvalidFileSize: 10077,
  RequestFailed: 11223,
  LetterNotPaid: 13434,
} as const satisfies Record<string, SiteCode>;

/** gRPC status codes (numbers from the gRPC spec; the platform's API layer does not load grpc-js). */
const GRPC = { INVALID_ARGUMENT: 3, NOT_FOUND: 5, ALREADY_EXISTS: 6, PERMISSION_DENIED: 7, FAILED_PRECONDITION: 9, INTERNAL: 13, UNAUTHENTICATED: 16 } as const;

/**
 * The one table from site code to transport status: the HTTP status of the Site API answer, and the
 * gRPC status a refusal travels under between services (the exact site code rides along either way).
 * A code not listed is a client error: HTTP 400, gRPC FAILED_PRECONDITION.
 */
const TRANSPORT_STATUS: Partial<Record<SiteCode, { http: number; grpc: number }>> = {
  401: { http: 401, grpc: GRPC.UNAUTHENTICATED },
  10401: { http: 401, grpc: GRPC.UNAUTHENTICATED },
  10003: { http: 401, grpc: GRPC.UNAUTHENTICATED },
  10404: { http: 404, grpc: GRPC.NOT_FOUND },
  10005: { http: 404, grpc: GRPC.NOT_FOUND },
  10032: { http: 404, grpc: GRPC.NOT_FOUND },
  10009: { http: 403, grpc: GRPC.FAILED_PRECONDITION },
  10024: { http: 403, grpc: GRPC.FAILED_PRECONDITION },
  10027: { http: 409, grpc: GRPC.ALREADY_EXISTS },
  10033: { http: 409, grpc: GRPC.ALREADY_EXISTS },
  10034: { http: 409, grpc: GRPC.ALREADY_EXISTS },
  10400: { http: 500, grpc: GRPC.INTERNAL },
  10006: { http: 500, grpc: GRPC.INTERNAL },
  10004: { http: 500, grpc: GRPC.INTERNAL },
  10001: { http: 400, grpc: GRPC.INVALID_ARGUMENT },
  10002: { http: 400, grpc: GRPC.INVALID_ARGUMENT },
  10008: { http: 400, grpc: GRPC.INVALID_ARGUMENT },
  10026: { http: 400, grpc: GRPC.INVALID_ARGUMENT },
};

/** The HTTP status that goes with each code; the envelope carries the site code either way. */
export function httpStatusOf(code: SiteCode): number {
  return TRANSPORT_STATUS[code]?.http ?? 400;
}

/** The gRPC status a refusal with this code (and HTTP status) travels under. */
export function grpcStatusOfCode(code: SiteCode, httpStatus = httpStatusOf(code)): number {
  return TRANSPORT_STATUS[code]?.grpc ?? (httpStatus >= 500 ? GRPC.INTERNAL : GRPC.FAILED_PRECONDITION);
}
