import { z } from "zod";
import { conflict } from "./errors";

/**
 * Every write carries an idempotency key chosen by the client (a UUID made when the form is shown),
 * so a retried or double-submitted request writes once.
 */
const NO_VALID_KEY = "This request has no valid idempotency key.";
export const requestKeySchema = z
  .string({ error: NO_VALID_KEY })
  .trim()
  .min(8, { error: NO_VALID_KEY })
  .max(100, { error: NO_VALID_KEY })
  .regex(/^[A-Za-z0-9_:.-]+$/, { error: NO_VALID_KEY });

/**
 * A request key sent again with other content is not a retry: it is refused (409) and nothing is
 * written, rather than answering "ok" for words that were never written.
 */
export const keyReused = () => conflict("That request was already used for something else.");
