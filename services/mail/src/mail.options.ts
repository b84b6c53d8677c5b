/** mail's tunables: the dispatch pace and the anti-scam thresholds (tests make them short). */
export interface MailOptions {
  /** How often the dispatch job sends a batch. */
  dispatchTickMs: number;
  /** Copies one tick sends at most: the dispatch's bounded rate is dispatchBatch per dispatchTickMs. */
  dispatchBatch: number;
  /** This many near-identical letters from one sender within the window are flagged "repeated". */
  repeatedLetters: number;
  repeatedWindowMs: number;
  /** A paid letter journalled this long ago and still not delivered is charged (again) and delivered by the job. */
  unsentLetterGraceMs: number;
  /** How often that job looks. */
  unsentLetterTickMs: number;
}

export const DEFAULT_MAIL_OPTIONS: MailOptions = {
  dispatchTickMs: 1000,
  dispatchBatch: 10,
  repeatedLetters: 5,
  repeatedWindowMs: 24 * 60 * 60 * 1000,
  unsentLetterGraceMs: 60_000,
  unsentLetterTickMs: 30_000,
};
