import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DeckError } from "@/lib/decks/errors";
import { parseInput } from "@/lib/decks/parse-input";

const schema = z.object({
  name: z.string().trim().min(1, { error: "Give the deck a name." }),
  writes: z.array(z.object({ word: z.string() })),
});

function refusal(raw: unknown) {
  try {
    parseInput(schema, raw);
  } catch (error) {
    if (error instanceof DeckError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("reading a request's input", () => {
  it("gives back the input as its schema reads it", () => {
    expect(parseInput(schema, { name: "  Kitchen  ", writes: [], extra: 1 })).toEqual({ name: "Kitchen", writes: [] });
  });

  it("refuses bad input (400) with the schema's own message", () => {
    expect(refusal({ name: " ", writes: [] })).toEqual({ status: 400, message: "Give the deck a name." });
  });

  it("says which field to check instead of the validation library's wording", () => {
    expect(refusal({ name: "Deck", writes: 5 })).toEqual({ status: 400, message: "That request isn't valid: check “writes”." });
    expect(refusal({ name: "Deck", writes: [{ word: 7 }] })).toEqual({ status: 400, message: "That request isn't valid: check “word”." });
    expect(refusal("not an object")).toEqual({ status: 400, message: "That request isn't valid." });
  });
});
