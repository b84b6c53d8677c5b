import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { readAdminRecord, recordStaffAction, type ServiceDb } from '@dating/platform';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { IdentityAdminResources } from '../../infrastructure/admin-resources.js';
import { hashPassword } from '../../infrastructure/passwords.js';
import { insertStaff } from '../../infrastructure/persistence/staff.repository.js';
import { CreateStaffCommand } from './create-staff.command.js';

/**
 * Creates a back-office account with its password (hashed before the transaction, so the database
 * is not held while argon2 works) and the audit record. The new account enrolls its second factor
 * at its first sign-in.
 */
@CommandHandler(CreateStaffCommand)
export class CreateStaffHandler implements ICommandHandler<CreateStaffCommand> {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(IdentityAdminResources) private readonly resources: IdentityAdminResources,
  ) {}

  async execute({ input, actor }: CreateStaffCommand): Promise<Record<string, unknown>> {
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      const id = await insertStaff(tx, { email: input.email, name: input.name, role: input.role, agencyId: input.agencyId, passwordHash });
      const after = (await readAdminRecord(tx, this.resources.get('staff'), id))!;
      await recordStaffAction(tx, 'identity', actor, { action: 'staff.create', resource: 'staff', recordId: id, before: null, after });
      return after;
    });
  }
}
