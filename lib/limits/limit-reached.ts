/**
 * A heavy request refused before any of its work: too many under way at once (503 for the
 * server, 429 for one account), or too many in a limit's window (429). The message says what the
 * limit is and when to try again; `retryAfterS` becomes the answer's Retry-After header.
 */
export class LimitReached extends Error {
  constructor(
    readonly status: 429 | 503,
    message: string,
    readonly retryAfterS: number,
  ) {
    super(message);
    this.name = "LimitReached";
  }
}
