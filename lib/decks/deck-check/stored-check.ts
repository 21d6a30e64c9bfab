import { z } from "zod";
import { NEW_CHECK, type DeckCheck } from "./model";

/**
 * A check in progress is kept on the device (a reload or a dropped phone must not lose it), one
 * per deck. What comes back from storage is parsed like any input: an old or damaged entry starts
 * a new check rather than breaking the page.
 */
const storedCheckSchema = z.object({
  version: z.literal(1),
  checked: z
    .array(z.object({ cardId: z.string().min(1).max(100), word: z.enum(["unconfirmed", "confirmed", "corrected"]) }))
    .max(1000),
});

export const checkStorageKey = (deckId: string) => `snap-legacy:deck-check:${deckId}`;

export function readStoredCheck(stored: string | null): DeckCheck {
  if (stored === null) return NEW_CHECK;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return NEW_CHECK;
  }
  const parsed = storedCheckSchema.safeParse(raw);
  return parsed.success ? { checked: parsed.data.checked } : NEW_CHECK;
}

export function storeCheck(check: DeckCheck): string {
  return JSON.stringify({ version: 1, checked: check.checked });
}
