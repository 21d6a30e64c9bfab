import type { z } from "zod";
import { invalid } from "./errors";

/**
 * The one way raw input becomes typed input: parsed by its schema, or refused (400) with the first
 * problem as a plain message. Client-safe: no database here.
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown, fallback = "That request isn't valid."): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? fallback);
  return parsed.data;
}
