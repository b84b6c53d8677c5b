import { IsDefined } from 'class-validator';

/**
 * Body of `PUT /admin-api/site-settings/:key`: the new `value`, checked against the setting's type
 * (domain/site-settings.ts). react-admin sends the whole record; every other field is ignored.
 */
export class UpdateSiteSettingDto {
  @IsDefined({ message: 'The value field is required' })
  value: unknown;
}
