/**
 * Every limit on heavy requests, in one place (docs/security.md lists them with what each refusal
 * says). A heavy request is one that costs seconds of work or megabytes of storage: an import, a
 * booklet, a print PDF, an export, a picture upload or crop. The same process judges online games
 * to the millisecond, so no one account may keep it busy.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const MB = 1024 * 1024;

export type HeavyKind = "import" | "booklet" | "print" | "export" | "picture";

export interface CountLimit {
  /** How many one account may start within the window (the next is refused until the oldest leaves it). */
  count: number;
  windowMs: number;
  /** What is counted, in the refusal's words ("booklets"). */
  what: string;
}

/**
 * How many of each kind one account may start per window, counted in PostgreSQL so the count holds
 * across every process. Print PDFs are not counted: making one is how an editor checks a print,
 * again and again; they are bounded only by how many run at once.
 */
export const ACCOUNT_LIMITS: Record<Exclude<HeavyKind, "print">, CountLimit> = {
  import: { count: 10, windowMs: HOUR_MS, what: "deck imports" },
  booklet: { count: 5, windowMs: 10 * MINUTE_MS, what: "booklets" },
  export: { count: 5, windowMs: 10 * MINUTE_MS, what: "downloads of a deck's history or of your data" },
  picture: { count: 60, windowMs: HOUR_MS, what: "picture uploads and crops" },
};

/** How many heavy requests of any kind one account may have under way at once, in one process. */
export const AT_ONCE_PER_ACCOUNT = 2;

/**
 * How many heavy requests may be under way at once in one process, whoever asks: more would only
 * queue for the same cores and hold their uploads in memory meanwhile. HEAVY_REQUESTS_AT_ONCE sets it.
 */
export function heavyRequestsAtOnce(): number {
  const configured = Number(process.env.HEAVY_REQUESTS_AT_ONCE);
  return Number.isInteger(configured) && configured > 0 ? configured : 8;
}

/** What "busy" answers ask the person to wait before trying again, in seconds. */
export const BUSY_RETRY_AFTER_S = 5;

/**
 * What one deck may keep of uploaded card pictures (pictures no card shows any more are deleted,
 * and don't count), and how many uploads it takes per window whoever sends them. Enough for a
 * picture on every card of a standard deck.
 */
export const DECK_PICTURES = {
  kept: 60,
  keptBytes: 150 * MB,
  uploads: { count: 30, windowMs: HOUR_MS, what: "picture uploads" } satisfies CountLimit,
};

/** What the upload dialog says of the deck's limits. */
export const DECK_PICTURES_IN_WORDS = `A deck keeps up to ${DECK_PICTURES.kept} pictures (${DECK_PICTURES.keptBytes / MB} MB in all) and takes up to ${DECK_PICTURES.uploads.count} uploads an hour; a picture no card shows any more is let go.`;
