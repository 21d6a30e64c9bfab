import { z } from "zod";

/**
 * Every write carries an idempotency key chosen by the client (a UUID made when the form is shown),
 * so a retried or double-submitted request writes once.
 */
export const requestKeySchema = z
  .string()
  .trim()
  .min(8, { error: "This request has no valid idempotency key." })
  .max(100, { error: "This request has no valid idempotency key." })
  .regex(/^[A-Za-z0-9_:.-]+$/, { error: "This request has no valid idempotency key." });
