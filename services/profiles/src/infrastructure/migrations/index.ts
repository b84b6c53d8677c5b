import { kernelMigrations } from '@dating/platform';
import type { MigrationInterface } from 'typeorm';
import { PROFILES_SCHEMA } from '../../profiles.tokens.js';
import { ProfilesTables1720000000100 } from './1720000000100-profiles-tables.js';
import { GeoSeed1720000000200 } from './1720000000200-geo-seed.js';
import { MediaTables1720000000300 } from './1720000000300-media-tables.js';
import { VideoTables1720000000400 } from './1720000000400-video-tables.js';
import { VideoPosters1720000000450 } from './1720000000450-video-posters.js';
import { SiteSettings1720000000460 } from './1720000000460-site-settings.js';
import { SocialTables1720000000500 } from './1720000000500-social-tables.js';
import { VideoDuration1720000000600 } from './1720000000600-video-duration.js';
import { ContactRequests1720000000700 } from './1720000000700-contact-requests.js';
import { Gifts1720000000800 } from './1720000000800-gifts.js';
import { GiftNamesRu1720000000900 } from './1720000000900-gift-names-ru.js';
import { Scammers1720000001000 } from './1720000001000-scammers.js';
import { MemberReports1720000001100 } from './1720000001100-member-reports.js';
import { ContactProgress1720000001200 } from './1720000001200-contact-progress.js';
import { MemberBans1720000001300 } from './1720000001300-member-bans.js';
import { HoldExpiry1720000001400 } from './1720000001400-hold-expiry.js';
import { FavoriteNotices1720000001500 } from './1720000001500-favorite-notices.js';

/** Every migration of the profiles schema, in order: the platform's outbox and inbox first. */
export const PROFILES_MIGRATIONS: (new () => MigrationInterface)[] = [
  ...kernelMigrations(PROFILES_SCHEMA),
  ProfilesTables1720000000100,
  GeoSeed1720000000200,
  MediaTables1720000000300,
  VideoTables1720000000400,
  VideoPosters1720000000450,
  SiteSettings1720000000460,
  SocialTables1720000000500,
  VideoDuration1720000000600,
  ContactRequests1720000000700,
  Gifts1720000000800,
  GiftNamesRu1720000000900,
  Scammers1720000001000,
  MemberReports1720000001100,
  ContactProgress1720000001200,
  MemberBans1720000001300,
  HoldExpiry1720000001400,
  FavoriteNotices1720000001500,
];
