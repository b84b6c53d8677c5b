/**
 * Runs concurrent requests of the same kind together: a request that arrives while `maxInFlight`
 * runs are under way waits for the next run, which takes everything that waited (up to `maxBatch`)
 * in one call of `run`. No timer: a lone request runs at once. Each caller's promise settles with
 * its own answer once its run has finished (a run that throws rejects all of its requests).
 */
export class Coalescer<I, O> {
  private queue: { item: I; resolve(out: O): void; reject(err: unknown): void }[] = [];
  private inFlight = 0;

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly maxBatch = 128,
    private readonly maxInFlight = 2,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight++;
      void this.run(batch.map((b) => b.item))
        .then(
          (answers) => batch.forEach((b, i) => b.resolve(answers[i]!)),
          (err: unknown) => batch.forEach((b) => b.reject(err)),
        )
        .finally(() => {
          this.inFlight--;
          this.pump();
        });
    }
  }
}
