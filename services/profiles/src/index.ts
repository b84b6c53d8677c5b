export { COUNTRIES_ROUTE, PROFILES_POOL_SIZE, ProfilesModule } from './profiles.module.js';
export { ProfilesSplitModule, type ProfilesSplitOptions } from './split-mode.js';
export { PROFILES_DB, PROFILES_SCHEMA, PROFILES_SERVICE_NAME } from './profiles.tokens.js';
export { PROFILES_SITE_CODES } from './profiles-site-codes.js';
export type { ProfilesErrorCode } from './domain/profile-errors.js';
export { PROFILES_MIGRATIONS } from './infrastructure/migrations/index.js';
export * from './contracts/index.js';
export { MEDIA_COUNTS, NO_MEDIA_YET, type MediaCounters, type MediaCounts } from './ports/media-counts.port.js';
export { DEMO_LADIES, DEMO_MEN, type DemoMember, type DemoRegistration, seedProfilesDemo } from './seed/seed-profiles-demo.js';
