/**
 * The spec's limits live in `@dating/rules`, shared with both front ends; the server reads them
 * from there (re-exported for the services' DTOs), so nothing restates a limit.
 */
export { LIFETIMES, LIMITS, PAGE_SIZES, SITE_DEFAULTS } from '@dating/rules';
