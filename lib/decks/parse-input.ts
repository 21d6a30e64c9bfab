import type { z } from "zod";
import { invalid } from "./errors";

/** zod's own wording, meant for developers ("Invalid input: expected string, received undefined"). */
const LIBRARY_WORDING = /^(Invalid|Too (big|small)|Unrecognized key)/;

/** The first problem in words a person can act on: the schema's own message, or which field to check. */
function plainMessage(issue: z.core.$ZodIssue | undefined, fallback: string): string {
  if (!issue) return fallback;
  if (!LIBRARY_WORDING.test(issue.message)) return issue.message;
  const field = issue.path.filter((part) => typeof part === "string").at(-1);
  return field ? `${fallback.replace(/\.$/, "")}: check “${field}”.` : fallback;
}

/**
 * The one way raw input becomes typed input: parsed by its schema, or refused (400) with the first
 * problem as a plain message. Client-safe: no database here.
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown, fallback = "That request isn't valid."): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalid(plainMessage(parsed.error.issues[0], fallback));
  return parsed.data;
}
