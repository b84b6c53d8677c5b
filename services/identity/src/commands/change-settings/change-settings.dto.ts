import { Injectable, type PipeTransform } from '@nestjs/common';
import { IdentityError } from '../../domain/identity-errors.js';
import { parseSettingsChange, type SettingsChange } from '../../domain/settings.js';

/**
 * Body of `user/settings/set-one`: one or more known flags, each 'on' or 'off'. The flags are data,
 * not fields of a class, so the domain rule checks the body: unknown keys and other values are
 * refused, never silently dropped.
 */
@Injectable()
export class SettingsChangePipe implements PipeTransform<unknown, SettingsChange> {
  transform(body: unknown): SettingsChange {
    const parsed = parseSettingsChange(body);
    if (!parsed.ok) throw new IdentityError('IDENTITY.INVALID_SETTINGS', parsed.message, parsed.field ? { [parsed.field]: [parsed.message] } : undefined);
    return parsed.change;
  }
}
