import { DeckError } from "@/lib/decks/errors";
import { LimitReached } from "@/lib/limits/limit-reached";
import { isRuleError } from "@/lib/rules/errors";

/** What a refused request answers: its HTTP status and a message a person can act on. */
export interface Problem {
  status: number;
  error: string;
  /** Messages to show beside the form's fields, keyed by field name. */
  fields?: Partial<Record<string, string>>;
  /** For a limit reached: the seconds to wait before trying again (a route's Retry-After). */
  retryAfterS?: number;
}

/** Input refused field by field (a form's own checks, run again on the server). */
export class FieldsError extends Error {
  constructor(readonly fields: Partial<Record<string, string>>) {
    super(Object.values(fields)[0] ?? "Check the form and try again.");
    this.name = "FieldsError";
  }
}

export const SIGNED_OUT: Problem = { status: 401, error: "Your session has ended. Please sign in again." };
export const DATABASE_UNREACHABLE = "The database is unreachable — nothing was changed, try again.";
export const UNSTORABLE_TEXT = "That request holds a character that can't be kept (a NUL), so nothing was changed.";
export const UNEXPECTED = "Something went wrong on our side. Nothing was changed; please try again.";

/** Prisma's and PostgreSQL's (and Node's socket) codes for "the server can't be reached or went away". */
const UNREACHABLE_CODES = new Set([
  "P1001", // can't reach database server
  "P1002", // reached, but timed out
  "P1017", // server closed the connection
  "P2024", // timed out waiting for a connection from the pool
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin shutdown
  "57P02", // crash shutdown
  "57P03", // cannot connect now (starting up)
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
const UNREACHABLE_MESSAGE =
  /can't reach database server|connection terminated|server closed the connection|terminating connection|timed out fetching a new connection|ECONNREFUSED|ECONNRESET/i;

/** Whether the error (or what caused it) says the database couldn't be reached or dropped the connection. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, errorCode, message, cause, errors } = error as Record<string, unknown>;
  if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
  if (typeof errorCode === "string" && UNREACHABLE_CODES.has(errorCode)) return true;
  if (typeof message === "string" && UNREACHABLE_MESSAGE.test(message)) return true;
  // A host with several addresses fails with one error per address.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}

/**
 * Whether PostgreSQL refused text it can't hold (22021: a NUL, which no form sends; a typed or
 * forged request may). Prisma carries the driver's error in meta.driverAdapterError.cause.
 */
function isUnstorableText(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, cause, meta } = error as Record<string, unknown>;
  if (code === "22021") return true;
  const adapterError = (meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError;
  return isUnstorableText(cause, depth + 1) || isUnstorableText(adapterError, depth + 1);
}

/**
 * The one place a failure becomes what the person is told, for server actions and route handlers
 * alike: domain refusals keep their status and message, a move or setup the game's rules refuse is
 * the person's to change (400), and so is a print layout that can't be made (lib/print throws a
 * RangeError: cards that don't fit, an impossible offset), and so is text the database can't hold. A
 * limit reached (lib/limits) keeps its status (429, or 503 when the server is busy) and says when to
 * try again. A database that can't be reached is a 503 that says nothing was changed. Anything else
 * is logged here and reported without details.
 */
export function problemFor(error: unknown): Problem {
  if (error instanceof DeckError) return { status: error.status, error: error.message };
  if (error instanceof FieldsError) return { status: 400, error: error.message, fields: error.fields };
  if (error instanceof LimitReached) return { status: error.status, error: error.message, retryAfterS: error.retryAfterS };
  if (isRuleError(error)) return { status: 400, error: error.message };
  if (error instanceof RangeError) return { status: 400, error: error.message };
  if (isUnstorableText(error)) return { status: 400, error: UNSTORABLE_TEXT };
  if (isDatabaseUnreachable(error)) {
    console.error(error);
    return { status: 503, error: DATABASE_UNREACHABLE };
  }
  console.error(error);
  return { status: 500, error: UNEXPECTED };
}
