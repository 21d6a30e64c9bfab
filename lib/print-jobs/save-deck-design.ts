import { randomUUID } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { invalid, notFound } from "@/lib/decks/errors";
import { keyReused, requestKeySchema } from "@/lib/decks/request-key";
import { deckPrintDesignSchema, parseDeckPrintDesign, type DeckPrintDesign } from "@/lib/print/themes";
import { lookChanges } from "./look-changes";

export const saveDeckDesignSchema = deckPrintDesignSchema.extend({
  deckId: z.string().min(1),
  /** Names the change in the design story; a retry with the same key writes nothing. */
  requestKey: requestKeySchema.optional(),
});

/**
 * Saves the deck's printed look (theme, the family's own theme, back pattern, whether backs use the
 * uploaded picture): what is sent is the whole design, so a design without `custom` goes back to
 * its built-in theme. A change of look is a design event (LOOK_CHANGED, with what changed in plain
 * words) and moves the deck's lookSeq, so every card counts as changed since the last print;
 * saving the same look again records nothing.
 */
export async function saveDeckDesign(userId: string, rawInput: unknown): Promise<DeckPrintDesign> {
  const { input } = await deckAccess(userId, rawInput, { schema: saveDeckDesignSchema, role: "EDITOR" });
  const { deckId, requestKey, ...design } = input;
  if (design.useBackImage && !(await db.deckBackImage.findUnique({ where: { deckId }, select: { deckId: true } }))) {
    throw invalid("Upload a picture for the backs first.");
  }
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ name: string; design: unknown; designSeq: number }[]>`
      SELECT "name", "design", "designSeq" FROM "decks" WHERE "id" = ${deckId} FOR NO KEY UPDATE`;
    const deck = locked[0];
    if (!deck) throw notFound();
    const saved = parseDeckPrintDesign(deck.design);
    const earlier = requestKey ? await tx.deckDesignEvent.findFirst({ where: { deckId, requestKey }, select: { kind: true } }) : null;
    if (earlier) {
      if (earlier.kind !== "LOOK_CHANGED") throw keyReused();
      return saved;
    }
    const changes = lookChanges(saved, design, deck.name);
    if (changes.length === 0) {
      await tx.deck.update({ where: { id: deckId }, data: { design } });
      return design;
    }
    const seq = deck.designSeq + 1;
    await tx.deck.update({ where: { id: deckId }, data: { design, designSeq: seq, lookSeq: seq } });
    await tx.deckDesignEvent.create({
      data: { deckId, seq, kind: "LOOK_CHANGED", summary: changes.join("; "), recordedById: userId, requestKey: requestKey ?? randomUUID() },
    });
    return design;
  });
}
