import { type GrpcCaller, GrpcPermissionDenied, type Sql } from '@dating/platform';
import type { CaptureRequest, ChargeRequest, HoldRequest, ReleaseRequest } from '@dating/proto/billing/v1/ledger_pb';
import { isServiceName } from '../../domain/index.js';
import { holdServiceOf } from '../../infrastructure/ledger-projections.reader.js';
import type { LedgerMethod } from './ledger-grpc.definition.js';

/**
 * What one calling service may do on the ledger port, by the ledger's service names (the
 * `service` of a charge or hold). `holds` covers Hold, and Capture and Release of holds of those
 * services. Granting credits is not on the port at all: only billing itself grants (staff and
 * payment postbacks, over its own routes).
 */
export interface LedgerPermission {
  charge: readonly string[];
  holds: readonly string[];
  balance: boolean;
}

export type LedgerPermissions = Readonly<Record<string, LedgerPermission>>;

/**
 * The services that may call the ledger port and what for; anything not listed is refused
 * (PERMISSION_DENIED). A caller also needs its public key in billing's GRPC_CALLERS.
 */
export const LEDGER_PERMISSIONS: LedgerPermissions = {
  mail: { charge: ['write_letter'], holds: [], balance: true },
  'chat-room': { charge: [], holds: ['text_chat', 'video_chat'], balance: true },
  // Contact requests (realinfo) and gifts are held when asked or sent, and captured or released by the moderators.
  profiles: { charge: ['private_photo_buy', 'private_video_buy', 'realinfo_request'], holds: ['realinfo_request', 'gift'], balance: true },
};

/**
 * The ledger port's authorizer: refuses (GrpcPermissionDenied) what `permissions` does not give
 * the caller. A service name the ledger does not know is let through so the port refuses it with
 * the same code as in-process (10002): it cannot move credits either way.
 */
export function authorizeLedgerCall(permissions: LedgerPermissions, sql: Sql) {
  return async (caller: GrpcCaller, method: LedgerMethod, request: unknown): Promise<void> => {
    const grant = Object.hasOwn(permissions, caller.service) ? permissions[caller.service] : undefined;
    if (!grant) throw new GrpcPermissionDenied(`${caller.service} may not call the ledger`);
    const mayUse = (allowed: readonly string[], service: string) => allowed.includes(service) || (!isServiceName(service) && allowed.length > 0);
    switch (method) {
      case 'getBalance':
        if (!grant.balance) throw new GrpcPermissionDenied(`${caller.service} may not read balances`);
        return;
      case 'charge': {
        const { service } = request as ChargeRequest;
        if (!mayUse(grant.charge, service)) throw new GrpcPermissionDenied(`${caller.service} may not charge ${service}`);
        return;
      }
      case 'hold': {
        const { service } = request as HoldRequest;
        if (!mayUse(grant.holds, service)) throw new GrpcPermissionDenied(`${caller.service} may not hold credits for ${service}`);
        return;
      }
      case 'capture':
      case 'release': {
        if (!grant.holds.length) throw new GrpcPermissionDenied(`${caller.service} may not ${method} holds`);
        const { accountId, holdId } = request as CaptureRequest | ReleaseRequest;
        // No such hold: let it through, the port answers 10404.
        const service = await holdServiceOf(sql, accountId, holdId);
        if (service !== null && !grant.holds.includes(service)) throw new GrpcPermissionDenied(`${caller.service} may not ${method} a ${service} hold`);
        return;
      }
      default:
        throw new GrpcPermissionDenied(`${caller.service} may not call ${String(method)}`);
    }
  };
}
