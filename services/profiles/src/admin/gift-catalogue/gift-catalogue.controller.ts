import { Body, Controller, Get, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  AdminApiErrors,
  CurrentStaffActor,
  OneOf,
  parseAdminListQuery,
  sendAdminList,
  type StaffActor,
  StaffOnly,
  Text,
  WholeNumber,
  isRecordId,
} from '@dating/platform';
import { IsBoolean, IsOptional, Matches, ValidateIf } from 'class-validator';
import type { Response } from 'express';
import { GIFT_CATALOGUE_CATEGORIES } from '../../domain/gifts.js';
import { ProfilesError } from '../../domain/profile-errors.js';
import { GetCatalogueGiftQuery, ListCatalogueQuery, SaveCatalogueGiftCommand } from './gift-catalogue.handlers.js';
import { GIFT_CATALOGUE } from './gift-catalogue.resource.js';

/** The largest price or delivery price an admin may set (credits). */
const PRICE_MAX = 1_000_000;

/**
 * A catalogue gift's writable fields: all required to create one, each changed when present on an
 * update (react-admin sends the whole record: `id` and `created_at` are ignored).
 */
export class CatalogueGiftDto {
  @Text('name', { max: 100 })
  @Matches(/\S/, { message: 'The name field is required' })
  name?: string;

  /** The Russian name; '' or null clears it (the English name is shown then). */
  @Text('name_ru', { max: 100 })
  @ValidateIf((_o, v) => v !== '')
  @Matches(/\S/, { message: 'The name_ru field must not be blank' })
  name_ru?: string | null;

  @OneOf('category', GIFT_CATALOGUE_CATEGORIES, { required: false })
  category?: string;

  @WholeNumber('price', { min: 1, max: PRICE_MAX })
  price?: number;

  @WholeNumber('delivery_price', { min: 0, max: PRICE_MAX })
  delivery_price?: number;

  @IsOptional()
  @IsBoolean({ message: 'The active field must be true or false' })
  active?: boolean;
}

/**
 * `gifts` (the gift catalogue, docs/admin-api.md): list and one for moderators and admins; create
 * (`POST`) and change (`PUT :id`) for admins only. No delete: a retired gift is `active: false`
 * (gifts already sent keep it). Every change is in the audit log.
 */
@Controller('admin-api')
@AdminApiErrors()
export class GiftCatalogueController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('gifts')
  @StaffOnly('agency_moderator', 'site_moderator')
  async list(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    sendAdminList(res, GIFT_CATALOGUE.resource, await this.queries.execute(new ListCatalogueQuery(parseAdminListQuery(query, GIFT_CATALOGUE))));
  }

  @Get('gifts/:id')
  @StaffOnly('agency_moderator', 'site_moderator')
  async one(@Param('id') id: string, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.queries.execute(new GetCatalogueGiftQuery(id)));
  }

  @Post('gifts')
  @StaffOnly('admin')
  async create(@Body() dto: CatalogueGiftDto, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    const missing = (['name', 'category', 'price', 'delivery_price'] as const).filter((field) => dto[field] === undefined);
    if (missing.length) {
      throw new ProfilesError(
        'PROFILES.INVALID',
        `The ${missing[0]} field is required`,
        Object.fromEntries(missing.map((f) => [f, [`The ${f} field is required`]])),
      );
    }
    res.status(201).json(await this.commands.execute(new SaveCatalogueGiftCommand(null, fieldsOf(dto), actor)));
  }

  @Put('gifts/:id')
  @StaffOnly('admin')
  async update(@Param('id') id: string, @Body() dto: CatalogueGiftDto, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    if (!isRecordId(id)) throw new ProfilesError('PROFILES.GIFT_NOT_FOUND');
    res.status(200).json(await this.commands.execute(new SaveCatalogueGiftCommand(id, fieldsOf(dto), actor)));
  }
}

const fieldsOf = (dto: CatalogueGiftDto) => ({
  name: dto.name?.trim(),
  // '' or null clears it; absent leaves it.
  name_ru: dto.name_ru === undefined ? undefined : dto.name_ru?.trim() || null,
  category: dto.category,
  price: dto.price,
  delivery_price: dto.delivery_price,
  active: dto.active,
});
