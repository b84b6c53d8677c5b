import { type DynamicModule, Inject, Module, type OnModuleInit, type Provider, type Type } from '@nestjs/common';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { CHAT_BLOCKS, CHAT_WEBCAMS, PHOTO_SALES } from '@dating/chat-room/contracts';
import { ChatPhotoSales } from './commands/buy-photo/chat-photo-sales.js';
import { join } from 'node:path';
import {
  LocalFolderStorage,
  OBJECT_STORAGE,
  type ObjectStorage,
  OptionalMemberGuard,
  RUNTIME,
  type Runtime,
  ServiceDatabaseModule,
  type ServiceDb,
} from '@dating/platform';
import { ContactRequestsController } from './admin/contact-requests/contact-requests.controller.js';
import { GetContactRequestHandler, ListContactRequestsHandler } from './admin/contact-requests/contact-requests.queries.js';
import { DecideContactRequestHandler } from './admin/contact-requests/decide-contact-request.handler.js';
import { RequestContactsController } from './commands/request-contacts/request-contacts.controller.js';
import { RequestContactsHandler } from './commands/request-contacts/request-contacts.handler.js';
import { GetContactStatusController } from './queries/get-contact-status/get-contact-status.controller.js';
import { GetContactStatusHandler } from './queries/get-contact-status/get-contact-status.handler.js';
import { GiftCatalogueController } from './admin/gift-catalogue/gift-catalogue.controller.js';
import { MemberReportsController } from './admin/member-reports/member-reports.controller.js';
import { DecideMemberReportHandler, GetMemberReportHandler, ListMemberReportsHandler } from './admin/member-reports/member-reports.handlers.js';
import { ScammersController } from './admin/scammers/scammers.controller.js';
import { DeleteScammerHandler, GetScammerHandler, ListScammersHandler, SaveScammerHandler } from './admin/scammers/scammers.handlers.js';
import { GetCatalogueGiftHandler, ListCatalogueHandler, SaveCatalogueGiftHandler } from './admin/gift-catalogue/gift-catalogue.handlers.js';
import { DecideGiftHandler } from './admin/gift-sends/decide-gift.js';
import { GiftSendsController } from './admin/gift-sends/gift-sends.controller.js';
import { GetGiftSendHandler, ListGiftSendsHandler } from './admin/gift-sends/gift-sends.queries.js';
import { SendGiftController } from './commands/send-gift/send-gift.controller.js';
import { SendGiftHandler } from './commands/send-gift/send-gift.handler.js';
import { GiftCatalogueHandler, GiftsController, MyGiftsHandler } from './queries/gifts/gifts.js';
import { priceWhenPriceChanged } from './reactions/price-when-price-changed.reaction.js';
import { ModeratePhotoHandler } from './admin/photo-moderation/moderate-photo.handler.js';
import { PhotoModerationController, VideoModerationController } from './admin/photo-moderation/photo-moderation.controller.js';
import { GetPhotoModerationHandler, ListPhotoModerationHandler } from './admin/photo-moderation/photo-moderation.queries.js';
import { BuyVideoController, BuyVideoHandler } from './commands/buy-video/buy-video.js';
import { ManageVideoController, MoveVideoHandler, RemoveVideoHandler } from './commands/manage-video/manage-video.js';
import { UploadVideoController, UploadVideoHandler, VideoUploadInterceptor } from './commands/upload-video/upload-video.js';
import { VideoAlbumHandler, VideoAlbumsHandler, VideoInfoHandler, VideoSearchHandler, VideosController } from './queries/videos/videos.js';
import { videoCounts } from './infrastructure/videos.js';
import { BuyPhotoController } from './commands/buy-photo/buy-photo.controller.js';
import { BuyPhotoHandler } from './commands/buy-photo/buy-photo.handler.js';
import { FinishMediaPurchasesJob } from './commands/finish-media-purchases.job.js';
import { EditPhotoHandler } from './commands/edit-photo/edit-photo.handler.js';
import { ManagePhotoController } from './commands/manage-photo/manage-photo.controller.js';
import { EstablishAvatarHandler, MovePhotoHandler, RemovePhotoHandler } from './commands/manage-photo/manage-photo.handler.js';
import { LoadPhotoByIdController } from './queries/load-photo-by-id/load-photo-by-id.controller.js';
import { LoadPhotoByIdHandler } from './queries/load-photo-by-id/load-photo-by-id.handler.js';
import { UploadPhotosController } from './commands/upload-photos/upload-photos.controller.js';
import { UploadPhotosHandler } from './commands/upload-photos/upload-photos.handler.js';
import { PhotoUploadInterceptor } from './http/photo-upload.interceptor.js';
import { MediaFilesController } from './http/media-files.controller.js';
import { photoCounts } from './infrastructure/photos.js';
import { MediaUrls } from './media/media-urls.js';
import { PhotoAlbumsController } from './queries/photo-albums/photo-albums.controller.js';
import { PhotoAlbumHandler, PhotoAlbumsHandler } from './queries/photo-albums/photo-albums.handler.js';
import { UpdateAboutMeController } from './commands/update-about-me/update-about-me.controller.js';
import { UpdateAboutMeHandler } from './commands/update-about-me/update-about-me.handler.js';
import { UpdateAppearanceController } from './commands/update-appearance/update-appearance.controller.js';
import { UpdateAppearanceHandler } from './commands/update-appearance/update-appearance.handler.js';
import { UpdateLookingForController } from './commands/update-looking-for/update-looking-for.controller.js';
import { UpdateLookingForHandler } from './commands/update-looking-for/update-looking-for.handler.js';
import { UpdateMainInfoController } from './commands/update-main-info/update-main-info.controller.js';
import { UpdateMainInfoHandler } from './commands/update-main-info/update-main-info.handler.js';
import { UpdateStatusController } from './commands/update-status/update-status.controller.js';
import { UpdateStatusHandler } from './commands/update-status/update-status.handler.js';
import { PRESENCE_RECORDER } from './contracts/presence.port.js';
import { MEMBER_DIRECTORY } from './contracts/member-directory.port.js';
import { SqlMemberDirectory } from './infrastructure/member-directory.js';
import { BLOCK_LIST } from './contracts/block-list.port.js';
import { BlockMemberController, BlockMemberHandler } from './commands/block-member/block-member.js';
import { AvailableToBookmarkHandler, BookmarksController, ChangeBookmarkHandler, GetBookmarksHandler } from './commands/bookmarks/bookmarks.js';
import { AddFavoriteHandler, FavoritesController, RemoveFavoriteHandler } from './commands/favorites/favorites.js';
import { MakeKissController, MakeKissHandler } from './commands/make-kiss/make-kiss.js';
import { MakeVisitController, MakeVisitHandler } from './commands/make-visit/make-visit.js';
import { MarkKissesController, MarkKissesHandler } from './commands/mark-kisses/mark-kisses.js';
import { MarkVisitorsSeenController, MarkVisitorsSeenHandler } from './commands/mark-visitors-seen/mark-visitors-seen.js';
import { SqlBlockList } from './infrastructure/social.js';
import { SqlChatWebcams } from './infrastructure/chat-webcams.js';
import { CheckFavoritesHandler, GetFavoritesController, GetFavoritesHandler } from './queries/get-favorites/get-favorites.js';
import { AvailableToKissHandler, GetKissesHandler, KissesController } from './queries/get-kisses/get-kisses.js';
import { GetVisitorsController, GetVisitorsHandler } from './queries/get-visitors/get-visitors.js';
import { GetScammersController, GetScammersHandler } from './queries/get-scammers/get-scammers.js';
import { ReportMemberController, ReportMemberHandler } from './commands/report-member/report-member.js';
import { RecordActivityInterceptor } from './http/activity.interceptor.js';
import { Countries } from './infrastructure/countries.js';
import { PROFILES_MIGRATIONS } from './infrastructure/migrations/index.js';
import { SqlPresence } from './infrastructure/presence.js';
import { SearchCounts } from './infrastructure/search-counts.js';
import { MEDIA_COUNTS, type MediaCounts } from './ports/media-counts.port.js';

import './profiles-site-codes.js';
import { PROFILES_DB, PROFILES_SCHEMA } from './profiles.tokens.js';
import { EasySearchController } from './queries/easy-search/easy-search.controller.js';
import { CountriesController, GetCountryController } from './queries/get-countries/get-countries.controller.js';
import { GetCountriesHandler } from './queries/get-countries/get-countries.handler.js';
import { GetCitiesController } from './queries/get-cities/get-cities.controller.js';
import { GetCitiesHandler } from './queries/get-cities/get-cities.handler.js';
import { GetLastJoinedController } from './queries/get-last-joined/get-last-joined.controller.js';
import { GetLastJoinedHandler } from './queries/get-last-joined/get-last-joined.handler.js';
import { GetNationalitiesController } from './queries/get-nationalities/get-nationalities.controller.js';
import { GetOnlineWomenController } from './queries/get-online-women/get-online-women.controller.js';
import { GetOnlineWomenHandler } from './queries/get-online-women/get-online-women.handler.js';
import { GetWomanProfileController } from './queries/get-woman-profile/get-woman-profile.controller.js';
import { GetWomanProfileHandler } from './queries/get-woman-profile/get-woman-profile.handler.js';
import { LoadProfileController } from './queries/load-profile/load-profile.controller.js';
import { LoadProfileHandler } from './queries/load-profile/load-profile.handler.js';
import { MediaCounterController } from './queries/media-counter/media-counter.controller.js';
import { MediaCounterHandler } from './queries/media-counter/media-counter.handler.js';
import { ProfileCounterController } from './queries/profile-counter/profile-counter.controller.js';
import { ProfileCounterHandler } from './queries/profile-counter/profile-counter.handler.js';
import { SearchProfilesController } from './queries/search-profiles/search-profiles.controller.js';
import { SearchProfilesHandler } from './queries/search-profiles/search-profiles.handler.js';
import { TopFemalesController } from './queries/top-females/top-females.controller.js';
import { TopFemalesHandler } from './queries/top-females/top-females.handler.js';
import { activityWhenMemberSignedIn } from './reactions/activity-when-member-signed-in.reaction.js';
import { agencyWhenMemberAgencyChanged } from './reactions/agency-when-member-agency-changed.reaction.js';
import { hiddenWhenMemberBanned } from './reactions/hidden-when-member-banned.reaction.js';
import { watermarkWhenSiteSettingChanged } from './reactions/watermark-when-site-setting-changed.reaction.js';
import { WatermarkSetting } from './infrastructure/watermark-setting.js';
import { openProfileWhenMemberRegistered } from './reactions/open-profile-when-member-registered.reaction.js';
import { presenceWhenChatConnectionChanged } from './reactions/presence-when-chat-connection-changed.reaction.js';
import { contactProgressWhenPairTalked } from './reactions/contact-progress-when-pair-talked.reaction.js';
import { expiredWhenHoldExpired } from './reactions/expired-when-hold-expired.reaction.js';

export interface ProfilesModuleOptions {
  countriesRoute?: boolean;
  /** Where photos live; the embedded default's local folder (`DATA_DIR/objects`) unless given (S3 in full mode). */
  storage?: ObjectStorage;
  /** The key of signed media URLs; one per process unless given (replicas of split mode share one). */
  mediaUrlSecret?: string;
}

/** Connections of the profiles pool: the search is the hot path (bench:search runs on the same). */
export const PROFILES_POOL_SIZE = 10;

const DATABASE = ServiceDatabaseModule.forService({
  token: PROFILES_DB,
  schema: PROFILES_SCHEMA,
  migrations: PROFILES_MIGRATIONS,
  poolSize: PROFILES_POOL_SIZE,
});

const INFRASTRUCTURE: Provider[] = [
  { provide: Countries, inject: [PROFILES_DB], useFactory: (db: ServiceDb) => new Countries(db) },
  { provide: SearchCounts, useFactory: () => new SearchCounts() },
  WatermarkSetting,
  { provide: PRESENCE_RECORDER, inject: [PROFILES_DB], useFactory: (db: ServiceDb) => new SqlPresence(db) },
  { provide: PHOTO_SALES, inject: [PROFILES_DB, CommandBus], useFactory: (db: ServiceDb, commands: CommandBus) => new ChatPhotoSales(db, commands) },
  { provide: MEMBER_DIRECTORY, inject: [PROFILES_DB], useFactory: (db: ServiceDb) => new SqlMemberDirectory(db) },
  { provide: BLOCK_LIST, inject: [PROFILES_DB], useFactory: (db: ServiceDb) => new SqlBlockList(db) },
  // The chat asks the same block list ('ignore me') before a message or an invite goes out.
  { provide: CHAT_BLOCKS, useExisting: BLOCK_LIST },
  // The chat asks whether a lady may show her camera (live cam) by her profile's web cam flag.
  { provide: CHAT_WEBCAMS, inject: [PROFILES_DB], useFactory: (db: ServiceDb) => new SqlChatWebcams(db) },
  {
    provide: MEDIA_COUNTS,
    inject: [PROFILES_DB],
    useFactory: (db: ServiceDb): MediaCounts => ({
      async countsOf(memberId) {
        const pick = ({ public: pub, private: priv, purchased, all, on_moderation }: Awaited<ReturnType<typeof photoCounts>>) => ({
          public: pub,
          private: priv,
          purchased,
          all,
          on_moderation,
        });
        const [photos, videos] = await Promise.all([photoCounts(db, memberId), videoCounts(db, memberId)]);
        return { photos: pick(photos), videos: pick(videos) };
      },
    }),
  },
  PhotoUploadInterceptor,
  VideoUploadInterceptor,
  RecordActivityInterceptor,
  OptionalMemberGuard,
];

const COMMAND_HANDLERS: Provider[] = [
  UploadPhotosHandler,
  UploadVideoHandler,
  BuyVideoHandler,
  RemoveVideoHandler,
  MoveVideoHandler,
  ModeratePhotoHandler,
  BuyPhotoHandler,
  RemovePhotoHandler,
  EstablishAvatarHandler,
  MovePhotoHandler,
  EditPhotoHandler,
  UpdateMainInfoHandler,
  UpdateAboutMeHandler,
  UpdateAppearanceHandler,
  UpdateLookingForHandler,
  UpdateStatusHandler,
  // The social graph (winks, favorites, bookmarks, blocks, visits).
  MakeKissHandler,
  MarkKissesHandler,
  AddFavoriteHandler,
  RemoveFavoriteHandler,
  ChangeBookmarkHandler,
  BlockMemberHandler,
  MakeVisitHandler,
  MarkVisitorsSeenHandler,
  // Contact-info requests (realinfo) and their two-step moderation.
  RequestContactsHandler,
  DecideContactRequestHandler,
  SendGiftHandler,
  DecideGiftHandler,
  SaveCatalogueGiftHandler,
  SaveScammerHandler,
  DeleteScammerHandler,
  ReportMemberHandler,
  DecideMemberReportHandler,
];

const QUERY_HANDLERS: Provider[] = [
  PhotoAlbumHandler,
  VideoAlbumHandler,
  VideoAlbumsHandler,
  VideoInfoHandler,
  VideoSearchHandler,
  ListPhotoModerationHandler,
  GetPhotoModerationHandler,
  LoadPhotoByIdHandler,
  PhotoAlbumsHandler,
  LoadProfileHandler,
  SearchProfilesHandler,
  MediaCounterHandler,
  ProfileCounterHandler,
  GetWomanProfileHandler,
  GetCountriesHandler,
  GetCitiesHandler,
  GetLastJoinedHandler,
  GetOnlineWomenHandler,
  TopFemalesHandler,
  GetKissesHandler,
  AvailableToKissHandler,
  GetFavoritesHandler,
  CheckFavoritesHandler,
  AvailableToBookmarkHandler,
  GetBookmarksHandler,
  GetVisitorsHandler,
  GetContactStatusHandler,
  ListContactRequestsHandler,
  GetContactRequestHandler,
  GiftCatalogueHandler,
  MyGiftsHandler,
  ListGiftSendsHandler,
  GetGiftSendHandler,
  ListCatalogueHandler,
  GetCatalogueGiftHandler,
  ListScammersHandler,
  GetScammerHandler,
  ListMemberReportsHandler,
  GetMemberReportHandler,
  GetScammersHandler,
];

/** Member routes (profile/...). */
const MEMBER_CONTROLLERS: Type[] = [
  LoadProfileController,
  SearchProfilesController,
  EasySearchController,
  UpdateMainInfoController,
  UpdateAboutMeController,
  UpdateAppearanceController,
  UpdateLookingForController,
  UpdateStatusController,
  MediaCounterController,
  ProfileCounterController,
  UploadPhotosController,
  PhotoAlbumsController,
  BuyPhotoController,
  ManagePhotoController,
  LoadPhotoByIdController,
  MediaFilesController,
  UploadVideoController,
  BuyVideoController,
  ManageVideoController,
  VideosController,
  PhotoModerationController,
  VideoModerationController,
  ContactRequestsController,
  GiftSendsController,
  GiftCatalogueController,
  ScammersController,
  MemberReportsController,
  // The social graph.
  KissesController,
  MakeKissController,
  MarkKissesController,
  GetFavoritesController,
  FavoritesController,
  BookmarksController,
  BlockMemberController,
  GetVisitorsController,
  MarkVisitorsSeenController,
  MakeVisitController,
  // Contact-info requests.
  RequestContactsController,
  GetContactStatusController,
  SendGiftController,
  GiftsController,
  // The scammers list.
  GetScammersController,
  ReportMemberController,
];

/** Public routes (guest/..., top/females): visitors and members alike. */
const GUEST_CONTROLLERS: Type[] = [
  GetWomanProfileController,
  GetCountryController,
  GetCitiesController,
  GetNationalitiesController,
  GetLastJoinedController,
  GetOnlineWomenController,
  TopFemalesController,
];

/**
 * `POST /api/countries`, which identity still answers: add it to the controllers once identity's
 * GetCountriesController is removed (two controllers on one path: the first registered wins).
 */
export const COUNTRIES_ROUTE: Type[] = [CountriesController];

/**
 * profiles: members' profiles (spec section 3), what each may see of the others (section 6), the
 * ladies search, visits, presence and the geo lists. Opens a profile from identity's
 * MemberRegistered; follows billing's HoldExpired (a gift or contact request nobody decided in
 * time). Needs RuntimeModule.forRoot(...) and an ACCESS_TOKEN_VERIFIER in the app. CqrsModule is
 * the static module, shared with the other services of the process.
 */
@Module({})
export class ProfilesModule implements OnModuleInit {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  static register(options: ProfilesModuleOptions = {}): DynamicModule {
    const media: Provider[] = [
      {
        provide: OBJECT_STORAGE,
        inject: [RUNTIME],
        useFactory: (runtime: Runtime) => options.storage ?? new LocalFolderStorage(join(runtime.dataDir, 'objects')),
      },
      { provide: MediaUrls, useValue: new MediaUrls(options.mediaUrlSecret) },
    ];
    return {
      module: ProfilesModule,
      imports: [CqrsModule, DATABASE],
      providers: [...INFRASTRUCTURE, ...media, ...COMMAND_HANDLERS, ...QUERY_HANDLERS, FinishMediaPurchasesJob],
      controllers: [...MEMBER_CONTROLLERS, ...GUEST_CONTROLLERS, ...(options.countriesRoute ? COUNTRIES_ROUTE : [])],
      exports: [DATABASE, PRESENCE_RECORDER, PHOTO_SALES, MEMBER_DIRECTORY, BLOCK_LIST, CHAT_BLOCKS, CHAT_WEBCAMS],
    };
  }

  onModuleInit(): void {
    this.db.onEvents('profiles.member-events', [
      openProfileWhenMemberRegistered(),
      activityWhenMemberSignedIn(),
      agencyWhenMemberAgencyChanged(),
      ...hiddenWhenMemberBanned(),
    ]);
    this.db.onEvents('profiles.site-settings', [watermarkWhenSiteSettingChanged()]);
    this.db.onEvents('profiles.prices', [priceWhenPriceChanged()]);
    this.db.onEvents('profiles.chat-presence', presenceWhenChatConnectionChanged());
    this.db.onEvents('profiles.contact-progress', contactProgressWhenPairTalked());
    this.db.onEvents('profiles.hold-expiry', [expiredWhenHoldExpired()]);
  }
}
