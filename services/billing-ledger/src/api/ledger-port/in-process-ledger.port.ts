import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { DomainError, siteErrorOf } from '@dating/platform';
import {
  BalanceSchema,
  type CaptureRequestSchema,
  type CaptureResponse,
  CaptureResponseSchema,
  type ChargeRequestSchema,
  type ChargeResponse,
  ChargeResponseSchema,
  type GetBalanceRequestSchema,
  type GetBalanceResponse,
  GetBalanceResponseSchema,
  type HoldRequestSchema,
  type HoldResponse,
  HoldResponseSchema,
  type ReleaseRequestSchema,
  type ReleaseResponse,
  ReleaseResponseSchema,
} from '@dating/proto/billing/v1/ledger_pb';
import type { Balance } from '../../application/ledger.service.js';
import { billingError } from '../../billing-site-codes.js';
import { CaptureHoldCommand } from '../../commands/capture-hold/capture-hold.command.js';
import { ChargeCreditsCommand } from '../../commands/charge-credits/charge-credits.command.js';
import { HoldCreditsCommand } from '../../commands/hold-credits/hold-credits.command.js';
import { ReleaseHoldCommand } from '../../commands/release-hold/release-hold.command.js';
import { isServiceName, type ServiceName } from '../../domain/index.js';
import { GetBalanceQuery } from '../../queries/get-balance/get-balance.query.js';
import type { LedgerPort } from './ledger.port.js';

/**
 * The ledger port's calls as commands and queries on billing's buses: each request is checked and
 * turned into a command, its result into the proto response. Refusals are DomainErrors; the gRPC
 * server (split mode) and InProcessLedgerPort answer them through billing's site-code map.
 */
@Injectable()
export class CqrsLedgerPort implements LedgerPort {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async charge(request: MessageInitShape<typeof ChargeRequestSchema>): Promise<ChargeResponse> {
    const accountId = required(request.accountId, 'account_id');
    const service = serviceOf(request.service);
    const quantity = Number(request.quantity ?? 1) || 1;
    const command = new ChargeCreditsCommand(
      accountId,
      service,
      quantity,
      Number(request.unitPrice ?? 0),
      request.reference ?? '',
      request.idempotencyKey ?? '',
    );
    const charged = await this.commands.execute(command);
    return create(ChargeResponseSchema, { chargeId: charged.chargeId, amount: BigInt(charged.amount), balance: balanceMessage(accountId, charged.balance) });
  }

  async hold(request: MessageInitShape<typeof HoldRequestSchema>): Promise<HoldResponse> {
    const accountId = required(request.accountId, 'account_id');
    const ttlSeconds = Number(request.ttlSeconds ?? 0);
    const idempotencyKey = required(request.idempotencyKey, 'idempotency_key');
    const command = new HoldCreditsCommand(
      accountId,
      serviceOf(request.service),
      Number(request.amount ?? 0),
      request.reference ?? '',
      ttlSeconds,
      idempotencyKey,
    );
    const held = await this.commands.execute(command);
    return create(HoldResponseSchema, { holdId: held.holdId, balance: balanceMessage(accountId, held.balance) });
  }

  async capture(request: MessageInitShape<typeof CaptureRequestSchema>): Promise<CaptureResponse> {
    const accountId = required(request.accountId, 'account_id');
    const idempotencyKey = required(request.idempotencyKey, 'idempotency_key');
    const command = new CaptureHoldCommand(accountId, required(request.holdId, 'hold_id'), Number(request.amount ?? 0), idempotencyKey);
    const captured = await this.commands.execute(command);
    return create(CaptureResponseSchema, { chargeId: captured.chargeId, balance: balanceMessage(accountId, captured.balance) });
  }

  async release(request: MessageInitShape<typeof ReleaseRequestSchema>): Promise<ReleaseResponse> {
    const accountId = required(request.accountId, 'account_id');
    const idempotencyKey = required(request.idempotencyKey, 'idempotency_key');
    const released = await this.commands.execute(new ReleaseHoldCommand(accountId, required(request.holdId, 'hold_id'), idempotencyKey));
    return create(ReleaseResponseSchema, { released: BigInt(released.released), balance: balanceMessage(accountId, released.balance) });
  }

  async getBalance(request: MessageInitShape<typeof GetBalanceRequestSchema>): Promise<GetBalanceResponse> {
    const accountId = required(request.accountId, 'account_id');
    const balance = await this.queries.execute(new GetBalanceQuery(accountId));
    return create(GetBalanceResponseSchema, { balance: balanceMessage(accountId, balance) });
  }
}

/**
 * LEDGER_PORT in this process: the same calls, with refusals thrown as the SiteError that
 * GrpcLedgerPort throws in another process, so callers cannot tell the two apart.
 */
export class InProcessLedgerPort implements LedgerPort {
  constructor(private readonly port: LedgerPort) {}

  charge(request: MessageInitShape<typeof ChargeRequestSchema>): Promise<ChargeResponse> {
    return answered(this.port.charge(request));
  }

  hold(request: MessageInitShape<typeof HoldRequestSchema>): Promise<HoldResponse> {
    return answered(this.port.hold(request));
  }

  capture(request: MessageInitShape<typeof CaptureRequestSchema>): Promise<CaptureResponse> {
    return answered(this.port.capture(request));
  }

  release(request: MessageInitShape<typeof ReleaseRequestSchema>): Promise<ReleaseResponse> {
    return answered(this.port.release(request));
  }

  getBalance(request: MessageInitShape<typeof GetBalanceRequestSchema>): Promise<GetBalanceResponse> {
    return answered(this.port.getBalance(request));
  }
}

async function answered<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    throw err instanceof DomainError ? siteErrorOf(err) : err;
  }
}

function balanceMessage(accountId: string, b: Balance) {
  return create(BalanceSchema, { accountId, posted: BigInt(b.posted), held: BigInt(b.held), available: BigInt(b.available) });
}

function required(value: string | undefined, field: string): string {
  if (!value) throw billingError('LEDGER.MISSING_PARAMETER', `Missing required parameter ${field}`);
  return value;
}

function serviceOf(value: string | undefined): ServiceName {
  if (!isServiceName(value)) throw billingError('LEDGER.UNKNOWN_SERVICE', `Unknown service ${String(value)}`);
  return value;
}
