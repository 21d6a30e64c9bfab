/**
 * The ways a deck operation can refuse, each with the HTTP status a route or action reports and a
 * message a person can act on. Nothing has been written when one of these is thrown.
 */
export class DeckError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 410 | 413,
    message: string,
  ) {
    super(message);
    this.name = "DeckError";
  }
}

export const notFound = (what = "That deck") => new DeckError(404, `${what} doesn't exist, or isn't shared with you.`);
export const forbidden = (message: string) => new DeckError(403, message);
export const conflict = (message: string) => new DeckError(409, message);
export const invalid = (message: string) => new DeckError(400, message);
export const gone = (message: string) => new DeckError(410, message);
export const tooLarge = (message: string) => new DeckError(413, message);
