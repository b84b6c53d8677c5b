/**
 * Runs concurrent requests of the same kind together: a request that arrives while `maxInFlight`
 * runs are under way waits for the next run, which takes everything that waited (up to `maxBatch`)
 * in one call of `run`. No timer: a lone request runs at once. Each caller's promise settles with
 * its own answer once its run has finished. A run that throws rejects all of its requests, or,
 * with `retryAlone` (for reads, which are safe to repeat), runs each of them again alone, so one
 * request's failure is only its own.
 */
export class Coalescer<I, O> {
  private queue: { item: I; resolve(out: O): void; reject(err: unknown): void }[] = [];
  private inFlight = 0;

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly maxBatch = 128,
    private readonly maxInFlight = 2,
    private readonly retryAlone = false,
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
          (err: unknown) => {
            if (!this.retryAlone || batch.length === 1) return batch.forEach((b) => b.reject(err));
            for (const b of batch) void this.run([b.item]).then((answers) => b.resolve(answers[0]!), b.reject);
          },
        )
        .finally(() => {
          this.inFlight--;
          this.pump();
        });
    }
  }
}
