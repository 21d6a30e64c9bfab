import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { correctWord } from "@/lib/decks/correct-word";
import { cardStory } from "@/lib/decks/queries";
import { writeWords } from "@/lib/decks/write-words";
import { deckAsItWas } from "@/lib/history/deck-at";
import type { DesignEventKind } from "@/lib/generated/prisma/enums";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

const SECOND = 1000;

/** A picture and one crop of it, as the designer stores them (the bytes are not what this test is about). */
async function storedArt(deckId: string, userId: string) {
  const picture = await db.deckPicture.create({ data: { deckId, bytes: new Uint8Array([1]), width: 800, height: 1200, uploadedById: userId } });
  return db.cardArt.create({
    data: {
      deckId,
      pictureId: picture.id,
      box: "PANEL",
      crop: { x: 0, y: 0, width: 1, height: 1 },
      printBytes: new Uint8Array([1]),
      printWidth: 484,
      printHeight: 921,
      screenBytes: new Uint8Array([1]),
      createdById: userId,
    },
  });
}

interface DesignRow {
  seq: number;
  kind: DesignEventKind;
  cardId?: string;
  artId?: string;
  summary?: string;
  at: Date;
  by: string;
}

async function recordDesign(deckId: string, row: DesignRow) {
  await db.deckDesignEvent.create({
    data: { deckId, seq: row.seq, kind: row.kind, cardId: row.cardId, artId: row.artId, summary: row.summary, recordedById: row.by, requestKey: key(), createdAt: row.at },
  });
}

/** What the story says of each event, in order. */
function told(events: Awaited<ReturnType<typeof cardStory>>["events"]) {
  return events.map((event) => (event.story === "word" ? ["word", event.kind, event.word] : ["design", event.kind, event.recordedBy.name, event.artId, event.summary]));
}

describe("a card's story with its design", () => {
  it("tells its picture given and taken off and the deck's look changing among its words, in the order they happened, with who did it", async () => {
    const grandma = await makeUser("Grandma");
    const { deckId, cards, players } = await makeDeck(grandma.id);
    const sam = await makeMember(deckId, "Sam", "EDITOR");
    const [queen, king] = [cards.find((c) => c.code === "QH")!, cards.find((c) => c.code === "KH")!];

    await writeWords(grandma.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: queen.id, word: "Gost", playerId: players[0]!.id }] });
    // A few milliseconds apart, so that the deck's look can change between the two.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await correctWord(grandma.id, { deckId, cardId: queen.id, requestKey: key(), word: "Ghost", reason: "Spelling mistake" });
    const [imported, corrected] = await db.wordEvent.findMany({ where: { cardId: queen.id }, orderBy: { seq: "asc" } });
    const before = (event: { createdAt: Date }, seconds: number) => new Date(event.createdAt.getTime() - seconds * SECOND);
    const after = (event: { createdAt: Date }, seconds: number) => new Date(event.createdAt.getTime() + seconds * SECOND);
    const between = new Date((imported!.createdAt.getTime() + corrected!.createdAt.getTime()) / 2);
    expect(between > imported!.createdAt && between < corrected!.createdAt).toBe(true);

    const art = await storedArt(deckId, grandma.id);
    await recordDesign(deckId, { seq: 1, kind: "PICTURE_SET", cardId: queen.id, artId: art.id, at: before(imported!, 60), by: grandma.id });
    await recordDesign(deckId, { seq: 1, kind: "PICTURE_SET", cardId: king.id, artId: art.id, at: before(imported!, 60), by: grandma.id });
    await recordDesign(deckId, { seq: 2, kind: "LOOK_CHANGED", summary: "theme Forest, font Noto Serif", at: between, by: sam.id });
    await recordDesign(deckId, { seq: 3, kind: "PICTURE_REMOVED", cardId: king.id, at: after(corrected!, 5), by: sam.id });
    await recordDesign(deckId, { seq: 4, kind: "PICTURE_REMOVED", cardId: queen.id, at: after(corrected!, 10), by: sam.id });

    const story = await cardStory(grandma.id, deckId, queen.id);
    expect(told(story.events)).toEqual([
      ["design", "PICTURE_SET", "Grandma", art.id, null],
      ["word", "IMPORT", "Gost"],
      ["design", "LOOK_CHANGED", "Sam", null, "theme Forest, font Noto Serif"],
      ["word", "CORRECTION", "Ghost"],
      ["design", "PICTURE_REMOVED", "Sam", null, null],
    ]);
    const [pictureGiven] = story.events;
    expect(pictureGiven!.createdAt).toEqual(before(imported!, 60));
  });

  it("never tells another deck's design changes, nor another card's picture", async () => {
    const mum = await makeUser("Mum");
    const ours = await makeDeck(mum.id);
    const theirs = await makeDeck(mum.id, { name: "The other deck" });
    const [queen, king] = [ours.cards.find((c) => c.code === "QH")!, ours.cards.find((c) => c.code === "KH")!];
    const now = new Date();
    await recordDesign(ours.deckId, { seq: 1, kind: "PICTURE_SET", cardId: king.id, artId: (await storedArt(ours.deckId, mum.id)).id, at: now, by: mum.id });
    await recordDesign(theirs.deckId, { seq: 1, kind: "LOOK_CHANGED", summary: "theme Midnight", at: now, by: mum.id });

    expect((await cardStory(mum.id, ours.deckId, queen.id)).events).toEqual([]);
    expect(told((await cardStory(mum.id, ours.deckId, king.id)).events)).toEqual([["design", "PICTURE_SET", "Mum", expect.any(String), null]]);
  });

  it("is refused to someone who is not a member of the deck, and for a card of another deck", async () => {
    const mum = await makeUser("Mum");
    const stranger = await makeUser("Stranger");
    const ours = await makeDeck(mum.id);
    const theirs = await makeDeck(stranger.id);
    const queen = ours.cards.find((c) => c.code === "QH")!;
    await recordDesign(ours.deckId, { seq: 1, kind: "PICTURE_SET", cardId: queen.id, artId: (await storedArt(ours.deckId, mum.id)).id, at: new Date(), by: mum.id });

    expect((await refusal(cardStory(stranger.id, ours.deckId, queen.id))).status).toBe(404);
    expect((await refusal(cardStory(stranger.id, theirs.deckId, queen.id))).status).toBe(404);
  });
});

describe("cards drawn with their pictures", () => {
  it("come with their picture on the card page and on the deck as it was", async () => {
    const mum = await makeUser("Mum");
    const { deckId, cards } = await makeDeck(mum.id);
    const queen = cards.find((c) => c.code === "QH")!;
    const art = await storedArt(deckId, mum.id);
    await db.card.update({ where: { id: queen.id }, data: { artId: art.id } });

    const story = await cardStory(mum.id, deckId, queen.id);
    expect(story.card.artId).toBe(art.id);
    expect(story.card.deck).toEqual({ id: deckId, name: "The Kitchen Deck", design: null, timeZone: "UTC", wordsInFont: false });
    const then = await deckAsItWas(mum.id, deckId, { seq: 0 });
    expect(then.cards.find((c) => c.id === queen.id)?.artId).toBe(art.id);
    expect(then.cards.filter((c) => c.artId !== null)).toHaveLength(1);
  });
});
