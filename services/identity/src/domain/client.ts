/** Who sent a request, as far as the server can tell: for sessions, throttling and click records. */
export interface ClientInfo {
  /** The client address (behind a trusted proxy: the forwarded one); null when unknown. */
  ip: string | null;
  userAgent: string | null;
}
