import { randomUUID } from 'node:crypto';
import { create, type MessageInitShape } from '@bufbuild/protobuf';
import {
  BalanceSchema,
  type CaptureRequestSchema,
  CaptureResponseSchema,
  type ChargeRequestSchema,
  ChargeResponseSchema,
  type GetBalanceRequestSchema,
  GetBalanceResponseSchema,
  type HoldRequestSchema,
  HoldResponseSchema,
  type ReleaseRequestSchema,
  ReleaseResponseSchema,
  type CaptureResponse,
  type ChargeResponse,
  type GetBalanceResponse,
  type HoldResponse,
  type ReleaseResponse,
} from '@dating/proto/billing/v1/ledger_pb';
import { SiteError } from '@dating/platform';
import type { Balance, LedgerOutcome, LedgerService } from '../application/ledger.service.js';
import type { PriceList } from '../application/price-list.js';
import { siteErrorOf } from '../application/refusal-codes.js';
import type { Sql } from '../infrastructure/ledger-store.js';
import type { ServiceName } from '../domain/index.js';
import { isServiceName } from '../domain/index.js';

type Req<S extends Parameters<typeof create>[0]> = MessageInitShape<S>;

/**
 * The port other services (profiles, mail, chat-room, gifts) call to move credits: the
 * proto `billing.v1.LedgerService`. In the all-in-one process this class is called directly;
 * split across processes the same interface sits behind gRPC. Refusals throw a SiteError with
 * the spec's code (10025 insufficient balance, 10024 a woman, ...).
 */
export interface LedgerPort {
  charge(request: Req<typeof ChargeRequestSchema>): Promise<ChargeResponse>;
  hold(request: Req<typeof HoldRequestSchema>): Promise<HoldResponse>;
  capture(request: Req<typeof CaptureRequestSchema>): Promise<CaptureResponse>;
  release(request: Req<typeof ReleaseRequestSchema>): Promise<ReleaseResponse>;
  getBalance(request: Req<typeof GetBalanceRequestSchema>): Promise<GetBalanceResponse>;
}

export const LEDGER_PORT = Symbol('LEDGER_PORT');

const DEFAULT_HOLD_TTL_SECONDS = 15 * 60;

export class InProcessLedgerPort implements LedgerPort {
  constructor(
    private readonly ledger: LedgerService,
    private readonly prices: PriceList,
    private readonly sql: Sql,
  ) {}

  async charge(request: Req<typeof ChargeRequestSchema>): Promise<ChargeResponse> {
    const accountId = required(request.accountId, 'account_id');
    const service = serviceOf(request.service);
    const quantity = Number(request.quantity ?? 1) || 1;
    // Priced services take the price list's price; only gifts quote their own.
    const unitPrice = service === 'gift' ? Number(request.unitPrice ?? 0) : await this.prices.priceOf(service);
    const chargeId = randomUUID();
    const outcome = await this.ledger.execute({
      accountId,
      actor: `system:${service}`,
      idempotencyKey: required(request.idempotencyKey, 'idempotency_key'),
      command: { type: 'ChargeCredits', chargeId, service, unitPrice, quantity, reference: request.reference ?? '' },
    });
    const ok = accepted(outcome);
    const event = ok.events.find((e) => e.type === 'CreditsCharged');
    return create(ChargeResponseSchema, {
      chargeId: event && 'chargeId' in event ? event.chargeId : '',
      amount: BigInt(event && event.type === 'CreditsCharged' ? event.amount : 0),
      balance: balanceMessage(accountId, ok.balance),
    });
  }

  async hold(request: Req<typeof HoldRequestSchema>): Promise<HoldResponse> {
    const accountId = required(request.accountId, 'account_id');
    const ttl = Number(request.ttlSeconds ?? 0) || DEFAULT_HOLD_TTL_SECONDS;
    const outcome = await this.ledger.execute({
      accountId,
      actor: `system:${request.service}`,
      idempotencyKey: required(request.idempotencyKey, 'idempotency_key'),
      command: {
        type: 'HoldCredits',
        holdId: randomUUID(),
        service: serviceOf(request.service),
        amount: Number(request.amount ?? 0),
        reference: request.reference ?? '',
        expiresAtMs: Date.now() + ttl * 1000,
      },
    });
    const ok = accepted(outcome);
    const event = ok.events.find((e) => e.type === 'CreditsHeld');
    return create(HoldResponseSchema, { holdId: event && 'holdId' in event ? event.holdId : '', balance: balanceMessage(accountId, ok.balance) });
  }

  async capture(request: Req<typeof CaptureRequestSchema>): Promise<CaptureResponse> {
    const accountId = required(request.accountId, 'account_id');
    const outcome = await this.ledger.execute({
      accountId,
      actor: 'system:capture',
      idempotencyKey: required(request.idempotencyKey, 'idempotency_key'),
      command: { type: 'CaptureHold', holdId: required(request.holdId, 'hold_id'), chargeId: randomUUID(), amount: Number(request.amount ?? 0) },
    });
    const ok = accepted(outcome);
    const event = ok.events.find((e) => e.type === 'HoldCaptured');
    return create(CaptureResponseSchema, { chargeId: event && 'chargeId' in event ? event.chargeId : '', balance: balanceMessage(accountId, ok.balance) });
  }

  async release(request: Req<typeof ReleaseRequestSchema>): Promise<ReleaseResponse> {
    const accountId = required(request.accountId, 'account_id');
    const outcome = await this.ledger.execute({
      accountId,
      actor: 'system:release',
      idempotencyKey: required(request.idempotencyKey, 'idempotency_key'),
      command: { type: 'ReleaseHold', holdId: required(request.holdId, 'hold_id') },
    });
    const ok = accepted(outcome);
    const event = ok.events.find((e) => e.type === 'HoldReleased');
    return create(ReleaseResponseSchema, {
      released: BigInt(event && event.type === 'HoldReleased' ? event.amount : 0),
      balance: balanceMessage(accountId, ok.balance),
    });
  }

  async getBalance(request: Req<typeof GetBalanceRequestSchema>): Promise<GetBalanceResponse> {
    const accountId = required(request.accountId, 'account_id');
    const balance = await readBalance(this.sql, accountId);
    return create(GetBalanceResponseSchema, { balance: balanceMessage(accountId, balance) });
  }
}

/** The balance projection of one account; a woman or an unknown member is refused. */
export async function readBalance(sql: Sql, accountId: string): Promise<Balance> {
  const rows = (await sql.query(
    `SELECT m.user_type, a.posted, a.held FROM (SELECT $1::text AS id) k
     LEFT JOIN billing.members m ON m.id = k.id LEFT JOIN billing.accounts a ON a.id = k.id`,
    [accountId],
  )) as { user_type: string | null; posted: string | null; held: string | null }[];
  const row = rows[0]!;
  if (row.user_type === 'woman') throw siteErrorOf('WOMAN_HAS_NO_ACCOUNT');
  if (row.posted === null) throw siteErrorOf('ACCOUNT_NOT_OPEN');
  const posted = Number(row.posted);
  const held = Number(row.held);
  return { posted, held, available: posted - held };
}

function accepted(outcome: LedgerOutcome): Extract<LedgerOutcome, { ok: true }> {
  if (!outcome.ok) throw siteErrorOf(outcome.code, outcome.message);
  return outcome;
}

function balanceMessage(accountId: string, b: Balance) {
  return create(BalanceSchema, { accountId, posted: BigInt(b.posted), held: BigInt(b.held), available: BigInt(b.available) });
}

function required(value: string | undefined, field: string): string {
  if (!value) throw new SiteError(10001, `Missing required parameter ${field}`);
  return value;
}

function serviceOf(value: string | undefined): ServiceName {
  if (!isServiceName(value)) throw new SiteError(10002, `Unknown service ${String(value)}`);
  return value;
}
