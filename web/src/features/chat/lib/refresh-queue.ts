/**
 * The chat token refresh of spec section 4: one refresh at a time; requests that fail with 401
 * while it runs wait for it and are replayed with the new token; if it fails, all of them are
 * rejected with its error.
 */
export class RefreshQueue {
  private running: Promise<string> | null = null;

  constructor(private readonly refresh: () => Promise<string>) {}

  /** A new access token: the refresh in flight, or a new one. */
  renew(): Promise<string> {
    if (!this.running) {
      this.running = this.refresh().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  get refreshing(): boolean {
    return this.running !== null;
  }
}
