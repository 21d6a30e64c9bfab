// A family's handwriting travels with its deck: an export carries each word's hand with the event
// that wrote it, and an import brings it back with that event, checked like a hand a writer sends.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { changeCardStatus } from "@/lib/decks/card-status";
import { currentDrawings } from "@/lib/decks/word-drawings";
import { writeWords } from "@/lib/decks/write-words";
import { exportDeckJson } from "@/lib/history/export/export-deck-json";
import { readText } from "@/lib/history/export/text-stream";
import { importDeck } from "@/lib/history/import/import-deck";
import { importPool } from "@/lib/history/import/import-pool";
import { handwriting } from "@/tests/support/synthetic-handwriting";
import { key, makeDeck, makeUser, refusal } from "./deck-helpers";
import { normalisedExport } from "./export-zip-helpers";

type Doc = Record<string, unknown> & { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(() => vi.spyOn(console, "error").mockImplementation(() => undefined));
afterAll(async () => {
  vi.restoreAllMocks();
  await importPool().destroy();
});

/** A deck with "Cabbage" written by hand, "Dragon" typed, and a card lost. */
async function handwrittenDeck() {
  const owner = await makeUser("Gran");
  const { deckId, cards, players } = await makeDeck(owner.id);
  const cabbage = handwriting(11);
  await writeWords(owner.id, {
    deckId,
    requestKey: key(),
    kind: "SETUP",
    writes: [
      { cardId: cards[0]!.id, word: "Cabbage", playerId: players[0]!.id, drawing: cabbage.stored },
      { cardId: cards[1]!.id, word: "Dragon", playerId: players[1]!.id },
    ],
  });
  await changeCardStatus(owner.id, { deckId, cardId: cards[2]!.id, requestKey: key(), change: "CARD_LOST", reason: "Under the sofa" });
  return { owner, deckId, cards, cabbage };
}

const exportText = async (userId: string, deckId: string) => readText((await exportDeckJson(userId, deckId)).stream);
const counts = async () => ({ decks: await db.deck.count(), events: await db.wordEvent.count(), drawings: await db.wordDrawing.count() });

describe("a deck's export and its handwriting", () => {
  it("carries a word written by hand as its event's hand, and a typed word without one", async () => {
    const { owner, deckId, cabbage } = await handwrittenDeck();
    const doc = JSON.parse(await exportText(owner.id, deckId)) as Doc;
    expect(doc.version).toBe(3);
    const byWord = (word: string) => doc.events.find((e: Doc) => e.word === word);
    expect(byWord("Cabbage").hand).toBe(cabbage.stored);
    expect(byWord("Dragon")).not.toHaveProperty("hand");
    expect(doc.events.find((e: Doc) => e.kind === "CARD_LOST")).not.toHaveProperty("hand");
  });

  it("brings the hand back on import, with the event that wrote its word: export → import → export is the same document", async () => {
    const { owner, deckId, cards, cabbage } = await handwrittenDeck();
    const first = await exportText(owner.id, deckId);
    const importer = await makeUser("Gran");
    const imported = await importDeck(importer.id, { requestKey: key(), file: Buffer.from(first) });

    const card = await db.card.findFirstOrThrow({ where: { deckId: imported.deckId, position: cards[0]!.position } });
    expect(await currentDrawings(db, imported.deckId)).toEqual(new Map([[card.id, cabbage.drawing]]));
    const drawing = await db.wordDrawing.findFirstOrThrow({ where: { deckId: imported.deckId }, include: { wordEvent: true } });
    expect(drawing.wordEvent).toMatchObject({ cardId: card.id, word: "Cabbage", kind: "SETUP" });
    expect(normalisedExport(await exportText(importer.id, imported.deckId), importer.id)).toEqual(normalisedExport(first, owner.id));
  });

  it("carries the deck's choice to show every word in its font, and an import keeps it", async () => {
    const { owner, deckId } = await handwrittenDeck();
    await db.deck.update({ where: { id: deckId }, data: { wordsInFont: true } });
    const doc = JSON.parse(await exportText(owner.id, deckId)) as Doc;
    expect(doc.deck.wordsInFont).toBe(true);
    const imported = await importDeck(owner.id, { requestKey: key(), file: Buffer.from(JSON.stringify(doc)) });
    expect(await db.deck.findUniqueOrThrow({ where: { id: imported.deckId } })).toMatchObject({ wordsInFont: true });
    expect(await db.wordDrawing.count({ where: { deckId: imported.deckId } })).toBe(1);
  });

  it("reads a version 2 file, made before hands, as words all typed", async () => {
    const { owner, deckId } = await handwrittenDeck();
    const doc = JSON.parse(await exportText(owner.id, deckId)) as Doc;
    doc.version = 2;
    delete doc.deck.wordsInFont;
    for (const event of doc.events) delete event.hand;
    const imported = await importDeck(owner.id, { requestKey: key(), file: Buffer.from(JSON.stringify(doc)) });
    expect(await db.card.findFirst({ where: { deckId: imported.deckId, word: "Cabbage" } })).not.toBeNull();
    expect(await db.wordDrawing.count({ where: { deckId: imported.deckId } })).toBe(0);
    expect(await db.deck.findUniqueOrThrow({ where: { id: imported.deckId } })).toMatchObject({ wordsInFont: false });
  });

  describe("refuses a hand that doesn't belong, naming where it is, and writes nothing", () => {
    let owner: Awaited<ReturnType<typeof makeUser>>;
    let good: string;
    beforeAll(async () => {
      const deck = await handwrittenDeck();
      owner = deck.owner;
      good = await exportText(owner.id, deck.deckId);
    });
    const edited = (change: (doc: Doc) => void) => {
      const doc = JSON.parse(good) as Doc;
      change(doc);
      return JSON.stringify(doc);
    };
    const at = (doc: Doc, kind: string) => doc.events.findIndex((e: Doc) => e.kind === kind || e.word === kind);
    const cases: [string, () => string, RegExp][] = [
      ["a hand that isn't a drawing", () => edited((d) => (d.events[at(d, "Cabbage")].hand = "not a drawing")), /events\[\d+\]\.hand: /],
      ["a hand longer than a card can keep", () => edited((d) => (d.events[at(d, "Cabbage")].hand = "A".repeat(5000))), /events\[\d+\]\.hand: expected a drawing's stored form, at most 4096 characters/],
      ["a hand that is a number", () => edited((d) => (d.events[at(d, "Cabbage")].hand = 42)), /events\[\d+\]\.hand: /],
      ["a hand on a card lost, which wrote no word", () => edited((d) => (d.events[at(d, "CARD_LOST")].hand = d.events[at(d, "Cabbage")].hand)), /events\[\d+\]\.hand: a hand is kept only with a word its event wrote/],
      ["hands in a version 2 file, made before hands", () => edited((d) => (d.version = 2)), /a version 2 file has no handwriting, yet its events carry some/],
    ];
    it.each(cases)("%s", async (_name, file, message) => {
      const before = await counts();
      const refused = await refusal(importDeck(owner.id, { requestKey: key(), file: Buffer.from(file()) }));
      expect(refused.status).toBe(400);
      expect(refused.message).toMatch(message);
      expect(await counts()).toEqual(before);
    });
  });
});
