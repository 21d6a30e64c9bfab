import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { deleteDeck } from "@/lib/decks/delete-deck";
import { writeWords } from "@/lib/decks/write-words";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

let owner: Awaited<ReturnType<typeof makeUser>>;
let deckId: string;

/** A deck with something of every kind: words, a design event, a game with an action, an invite, a print, a member. */
async function fullDeck(ownerId: string, name = "Doomed deck") {
  const { deckId, cards, players } = await makeDeck(ownerId, { name });
  await writeWords(ownerId, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[0]!.id, word: "Owl", playerId: players[0]!.id }] });
  await db.deckDesignEvent.create({ data: { deckId, seq: 1, kind: "LOOK_CHANGED", summary: "theme Forest", recordedById: ownerId, requestKey: key() } });
  const game = await db.game.create({ data: { deckId, mode: "TABLE", setup: {}, creationKey: key(), createdById: ownerId } });
  await db.gameAction.create({ data: { gameId: game.id, index: 0, action: { type: "deal" } } });
  await db.deckInvite.create({ data: { deckId, tokenHash: randomUUID(), role: "EDITOR", expiresAt: new Date(Date.now() + 60_000), createdById: ownerId } });
  await db.deckPrint.create({ data: { deckId, printedById: ownerId, historySeq: 1, cardIds: [], cardCount: 0, pageCount: 1, options: {} } });
  return { deckId, cards, gameId: game.id };
}

/** Every row that names the deck, table by table. */
async function rowsOf(deckId: string) {
  const where = { deckId };
  const counts = await Promise.all([
    db.deck.count({ where: { id: deckId } }),
    db.card.count({ where }),
    db.player.count({ where }),
    db.wordEvent.count({ where }),
    db.deckDesignEvent.count({ where }),
    db.game.count({ where }),
    db.deckInvite.count({ where }),
    db.deckPrint.count({ where }),
    db.deckMember.count({ where }),
    db.deckWordCount.count({ where }),
    db.deckChangeBin.count({ where }),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}

beforeEach(async () => {
  owner = await makeUser("Olive");
  deckId = (await fullDeck(owner.id)).deckId;
});

describe("deleting a deck", () => {
  it("removes the deck and everything of it, history included, when its owner types its name", async () => {
    const { gameId } = await fullDeck(owner.id, "Also doomed");
    const kept = await fullDeck(owner.id, "Kept deck");
    await makeMember(deckId, "Ed", "EDITOR");
    expect(await deleteDeck(owner.id, { deckId, confirmName: " Doomed deck " })).toEqual({ deckId, name: "Doomed deck" });
    expect(await rowsOf(deckId)).toBe(0);
    // The other decks, and their histories, are untouched.
    expect(await db.wordEvent.count({ where: { deckId: kept.deckId } })).toBe(1);
    expect(await db.deckDesignEvent.count({ where: { deckId: kept.deckId } })).toBe(1);
    expect(await db.gameAction.count({ where: { gameId } })).toBe(1);
  });

  it("refuses a name that isn't the deck's, and changes nothing", async () => {
    const before = await rowsOf(deckId);
    expect(await refusal(deleteDeck(owner.id, { deckId, confirmName: "doomed" }))).toEqual({
      status: 400,
      message: "That isn't the deck's name: type Doomed deck to delete it.",
    });
    expect(await rowsOf(deckId)).toBe(before);
  });

  it("is for owners only: an editor or viewer is refused, and someone outside the deck hears it doesn't exist", async () => {
    const editor = await makeMember(deckId, "Ed", "EDITOR");
    const viewer = await makeMember(deckId, "Vi", "VIEWER");
    const stranger = await makeUser("Mallory");
    const before = await rowsOf(deckId);
    expect((await refusal(deleteDeck(editor.id, { deckId, confirmName: "Doomed deck" }))).status).toBe(403);
    expect((await refusal(deleteDeck(viewer.id, { deckId, confirmName: "Doomed deck" }))).status).toBe(403);
    expect((await refusal(deleteDeck(stranger.id, { deckId, confirmName: "Doomed deck" }))).status).toBe(404);
    expect(await rowsOf(deckId)).toBe(before);
  });

  it("an owner of another deck can't delete this one by sending its id", async () => {
    const mallory = await makeUser("Mallory");
    await fullDeck(mallory.id, "Mallory's deck");
    const before = await rowsOf(deckId);
    expect((await refusal(deleteDeck(mallory.id, { deckId, confirmName: "Doomed deck" }))).status).toBe(404);
    expect(await rowsOf(deckId)).toBe(before);
  });

  it("a second request for a deleted deck changes nothing and says it doesn't exist", async () => {
    await deleteDeck(owner.id, { deckId, confirmName: "Doomed deck" });
    expect((await refusal(deleteDeck(owner.id, { deckId, confirmName: "Doomed deck" }))).status).toBe(404);
  });
});

describe("the histories stay append-only for everything else", () => {
  it("the database refuses to update or delete a word event, or empty the table", async () => {
    await expect(db.$executeRaw`UPDATE "word_events" SET "word" = 'Changed' WHERE "deckId" = ${deckId}`).rejects.toThrow(/append-only/);
    await expect(db.$executeRaw`DELETE FROM "word_events" WHERE "deckId" = ${deckId}`).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`TRUNCATE "word_events" CASCADE`)).rejects.toThrow(/append-only/);
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(1);
  });

  it("the database refuses to update or delete a design event, or empty the table", async () => {
    await expect(db.$executeRaw`UPDATE "deck_design_events" SET "summary" = 'Changed' WHERE "deckId" = ${deckId}`).rejects.toThrow(/append-only/);
    await expect(db.$executeRaw`DELETE FROM "deck_design_events" WHERE "deckId" = ${deckId}`).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`TRUNCATE "deck_design_events" CASCADE`)).rejects.toThrow(/append-only/);
    expect(await db.deckDesignEvent.count({ where: { deckId } })).toBe(1);
  });

  it("naming one deck as being deleted lets no other deck's history go, and no update of its own", async () => {
    const other = await fullDeck(owner.id, "Other deck");
    await expect(
      db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT set_config('snap_legacy.deleting_deck', ${deckId}, true)`;
        await tx.$executeRaw`DELETE FROM "word_events" WHERE "deckId" = ${other.deckId}`;
      }),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT set_config('snap_legacy.deleting_deck', ${deckId}, true)`;
        await tx.$executeRaw`UPDATE "word_events" SET "word" = 'Changed' WHERE "deckId" = ${deckId}`;
      }),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT set_config('snap_legacy.deleting_deck', ${deckId}, true)`;
        await tx.$executeRaw`UPDATE "deck_design_events" SET "summary" = 'Changed' WHERE "deckId" = ${deckId}`;
      }),
    ).rejects.toThrow(/append-only/);
    expect(await db.wordEvent.count({ where: { deckId: { in: [deckId, other.deckId] } } })).toBe(2);
    expect((await db.wordEvent.findFirstOrThrow({ where: { deckId } })).word).toBe("Owl");
  });

  it("the name lasts only for the transaction that set it", async () => {
    await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT set_config('snap_legacy.deleting_deck', ${deckId}, true)`;
    });
    await expect(db.$executeRaw`DELETE FROM "word_events" WHERE "deckId" = ${deckId}`).rejects.toThrow(/append-only/);
  });
});
