import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { StaffActionRecordedSchema } from '@dating/proto/platform/v1/audit_pb';
import type { Request } from 'express';
import { SiteError } from '../api/site-error.js';
import type { Principal, StaffRole } from '../auth/principal.js';
import type { Transaction } from '../database/service-db.js';
import { defineEvent, encodeEvent } from '../events/event-definition.js';

/** Topic of every staff action, keyed by the acting staff member so one person's actions stay in order. */
export const STAFF_ACTIONS_TOPIC = 'platform.staff-actions.v1';

export const StaffActionRecorded = defineEvent({
  type: 'platform.v1.StaffActionRecorded',
  version: 1,
  topic: STAFF_ACTIONS_TOPIC,
  schema: StaffActionRecordedSchema,
});

/** Who acted and from where: the signed-in staff member of an admin API request. */
export interface StaffActor {
  staffId: string;
  role: StaffRole;
  ip: string;
  userAgent: string;
}

/** What a staff member changed: the admin API resource, the record, and the record before and after (null when there is none). */
export interface StaffAction {
  action: string;
  resource: string;
  recordId: string;
  before: unknown;
  after: unknown;
}

/**
 * Records a staff action in the acting transaction: the `StaffActionRecorded` event goes into the
 * service's outbox, so the action and its audit record commit together or not at all. Identity
 * keeps the browsable, append-only log.
 */
export async function recordStaffAction(tx: Transaction, service: string, actor: StaffActor, action: StaffAction): Promise<void> {
  const json = (value: unknown): string => (value === null || value === undefined ? '' : JSON.stringify(value));
  await tx.publish([
    encodeEvent(
      StaffActionRecorded,
      {
        actorStaffId: actor.staffId,
        actorRole: actor.role,
        action: action.action,
        resource: action.resource,
        recordId: action.recordId,
        beforeJson: json(action.before),
        afterJson: json(action.after),
        ip: actor.ip,
        userAgent: actor.userAgent,
        service,
      },
      { streamId: `staff:${actor.staffId}`, actor: `staff:${actor.staffId}` },
    ),
  ]);
}

/** The signed-in staff member of an admin API route (after `StaffOnly`), with the request's address and browser, for `recordStaffAction`. */
export const CurrentStaffActor = createParamDecorator((_data: unknown, ctx: ExecutionContext): StaffActor => {
  const req = ctx.switchToHttp().getRequest<Request & { principal?: Principal }>();
  const principal = req.principal;
  if (!principal || principal.kind !== 'staff') throw new SiteError(10401);
  return { staffId: principal.id, role: principal.role, ip: req.ip ?? '', userAgent: req.header('user-agent') ?? '' };
});
