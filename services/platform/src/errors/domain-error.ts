import { SITE_CODES, type SiteCode } from '../api/site-codes.js';
import { SiteError } from '../api/site-error.js';

/**
 * What domain and application code throws: a stable string code owned by the service
 * (`IDENTITY.EMAIL_TAKEN`, `LEDGER.INSUFFICIENT_FUNDS`), never a site code or an HTTP status.
 * Each service maps its codes to the spec's site codes once, with `defineSiteCodes`; the
 * exception filter and the gRPC port translate through that map.
 */
export class DomainError<C extends string = string> extends Error {
  constructor(
    readonly code: C,
    message?: string,
    /** Machine-readable detail safe to show the caller (field messages, retry-after). */
    readonly details?: unknown,
  ) {
    super(message ?? code);
    this.name = 'DomainError';
  }
}

/** How one domain code answers on the Site API: the site code, and a text when not the catalogue's. */
export type SiteCodeMapping = SiteCode | { code: SiteCode; desc?: string; httpStatus?: number };

const registry = new Map<string, SiteCodeMapping>();

/**
 * Registers a service's map from its domain codes to site codes (call once, at module load). A code
 * registered twice with another mapping is a programming error and throws at start-up.
 */
export function defineSiteCodes<C extends string>(map: Record<C, SiteCodeMapping>): Record<C, SiteCodeMapping> {
  for (const [code, mapping] of Object.entries(map) as [string, SiteCodeMapping][]) {
    const known = registry.get(code);
    if (known !== undefined && JSON.stringify(known) !== JSON.stringify(mapping)) throw new Error(`domain code ${code} is mapped twice`);
    registry.set(code, mapping);
  }
  return map;
}

/** The SiteError a DomainError answers as; an unmapped code is an internal error (10400). */
export function siteErrorOf(error: DomainError): SiteError {
  const mapping = registry.get(error.code);
  if (mapping === undefined) return new SiteError(10400, undefined, undefined, 500);
  if (typeof mapping === 'number') return new SiteError(mapping, error.message !== error.code ? error.message : undefined, error.details);
  return new SiteError(
    mapping.code,
    mapping.desc ?? (error.message !== error.code ? error.message : SITE_CODES[mapping.code]),
    error.details,
    mapping.httpStatus,
  );
}
