import { describe, expect, it } from "vitest";
import { ACCOUNT_EXPORT_FORMAT, exportAccount } from "@/lib/accounts/export-account";
import { db } from "@/lib/db/client";
import { writeWords } from "@/lib/decks/write-words";
import { deckExportSchema } from "@/lib/history/export/schema";
import { readText } from "@/lib/history/export/text-stream";
import { importDeck } from "@/lib/history/import/import-deck";
import { key, makeDeck, makeMember, makeUser } from "./deck-helpers";

async function exported(userId: string) {
  const { fileName, stream } = await exportAccount(userId);
  return { fileName, doc: JSON.parse(await readText(stream)) };
}

describe("downloading your data", () => {
  it("holds the account, every deck you are in with your role, and the full export of each deck you own", async () => {
    const olive = await makeUser("Olive");
    const mine = await makeDeck(olive.id, { name: "Mine" });
    await writeWords(olive.id, { deckId: mine.deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: mine.cards[0]!.id, word: "Owl", playerId: mine.players[0]!.id }] });
    const coOwned = await makeDeck(olive.id, { name: "Co-owned" });
    await makeMember(coOwned.deckId, "Cora", "OWNER");
    const gus = await makeUser("Gus");
    const theirs = await makeDeck(gus.id, { name: "Gus's deck" });
    await db.deckMember.create({ data: { deckId: theirs.deckId, userId: olive.id, role: "VIEWER" } });
    const stranger = await makeDeck((await makeUser("Stranger")).id, { name: "Not shared" });

    const { fileName, doc } = await exported(olive.id);

    expect(fileName).toMatch(/^Snap Legacy account \d{4}-\d{2}-\d{2}\.json$/);
    expect(doc).toMatchObject({ format: ACCOUNT_EXPORT_FORMAT, version: 1, account: { name: "Olive", email: olive.email, createdAt: olive.createdAt.toISOString() } });
    expect(doc.memberships.map((m: { deckId: string; deckName: string; role: string }) => [m.deckId, m.deckName, m.role])).toEqual([
      [mine.deckId, "Mine", "OWNER"],
      [coOwned.deckId, "Co-owned", "OWNER"],
      [theirs.deckId, "Gus's deck", "VIEWER"],
    ]);
    expect(doc.decks.map((d: { deck: { id: string } }) => d.deck.id)).toEqual([mine.deckId, coOwned.deckId]);
    for (const deck of doc.decks) expect(deckExportSchema.safeParse(deck).success).toBe(true);
    expect(doc.decks[0].events.map((e: { word: string }) => e.word)).toEqual(["Owl"]);
    expect(JSON.stringify(doc)).not.toContain(stranger.deckId);
    expect(JSON.stringify(doc)).not.toContain(theirs.cards[0]!.id);
  });

  it("each deck in it can be imported again as a deck of its own", async () => {
    const olive = await makeUser("Olive");
    const mine = await makeDeck(olive.id, { name: "Mine" });
    await writeWords(olive.id, { deckId: mine.deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: mine.cards[0]!.id, word: "Owl", playerId: null }] });
    const { doc } = await exported(olive.id);
    const imported = await importDeck(olive.id, { requestKey: key(), file: Buffer.from(JSON.stringify(doc.decks[0])) });
    expect(await db.card.count({ where: { deckId: imported.deckId, word: "Owl" } })).toBe(1);
  });

  it("with no decks, it is the account alone", async () => {
    const olive = await makeUser("Olive");
    const { doc } = await exported(olive.id);
    expect(doc.memberships).toEqual([]);
    expect(doc.decks).toEqual([]);
  });
});
