import { IsNotEmpty, IsUUID, Matches } from 'class-validator';

/** The service name staff actions are recorded under (`recordStaffAction(tx, AUDIT_SERVICE, ...)`). */
export const AUDIT_SERVICE = 'billing-ledger';

/**
 * The `idempotency_key` of a back-office ledger command: a UUID the form generated once, so a
 * double click or a retried request is the same command (docs/admin-api.md).
 */
export function FormIdempotencyKey(): PropertyDecorator {
  return (target, key) => {
    IsNotEmpty({ message: 'The idempotency key field is required (a UUID the form generates once)' })(target, key);
    IsUUID('all', { message: 'The idempotency key field must be a UUID' })(target, key);
  };
}

/** Text with something else than spaces in it. */
export function NotBlank(label: string): PropertyDecorator {
  return Matches(/\S/, { message: `The ${label} field is required` });
}
