import type { MessageInitShape } from '@bufbuild/protobuf';
import type {
  CaptureRequestSchema,
  CaptureResponse,
  ChargeRequestSchema,
  ChargeResponse,
  GetBalanceRequestSchema,
  GetBalanceResponse,
  HoldRequestSchema,
  HoldResponse,
  ReleaseRequestSchema,
  ReleaseResponse,
} from '@dating/proto/billing/v1/ledger_pb';

/**
 * billing's API for other services (profiles, mail, chat-room, gifts): the proto
 * `billing.v1.LedgerService`, to move credits. In the all-in-one process LEDGER_PORT is the
 * in-process port; split across processes the same interface is GrpcLedgerPort. Refusals throw a
 * SiteError with the spec's code (10025 insufficient balance, 10024 a woman, ...) either way.
 */
export interface LedgerPort {
  charge(request: MessageInitShape<typeof ChargeRequestSchema>): Promise<ChargeResponse>;
  hold(request: MessageInitShape<typeof HoldRequestSchema>): Promise<HoldResponse>;
  capture(request: MessageInitShape<typeof CaptureRequestSchema>): Promise<CaptureResponse>;
  release(request: MessageInitShape<typeof ReleaseRequestSchema>): Promise<ReleaseResponse>;
  getBalance(request: MessageInitShape<typeof GetBalanceRequestSchema>): Promise<GetBalanceResponse>;
}

export const LEDGER_PORT = Symbol('LEDGER_PORT');

/**
 * The reference of a charge or hold a man's orders history shows: what he paid for and whom it was
 * with, `{kind}:{thing}:{companion's member id}`. Billing's orders read the companion from the last
 * part and show a chat session's minutes (kind `chat`, thing the session) as one order. A contact
 * request (profiles' realinfo) is `realinfo:{man}:{lady}`, a gift `gift:{sent gift's client id}:{lady}`.
 */
export const orderReference = (kind: 'chat' | 'letter' | 'photo' | 'video' | 'realinfo' | 'gift', thing: string, companionId: string) =>
  `${kind}:${thing}:${companionId}`;
