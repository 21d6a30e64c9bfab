import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createDeck } from "@/lib/decks/create-deck";
import { correctWord } from "@/lib/decks/correct-word";
import { changeCardStatus } from "@/lib/decks/card-status";
import { DeckError } from "@/lib/decks/errors";
import { cardStory, deckOverview, deckPage } from "@/lib/decks/queries";
import { readSetupDeal, writeSetupWords } from "@/lib/decks/setup";
import { writeWords } from "@/lib/decks/write-words";
import { deckInput, key, makeDeck, makeUser, refusal } from "./deck-helpers";

describe("creating a deck", () => {
  it("makes a standard 52 with its players, its creator as owner, and missing cards recorded as lost", async () => {
    const owner = await makeUser("Olive");
    const { deckId, cards, players } = await makeDeck(owner.id, { missing: ["7H", "QS"], players: ["Mum", "Dad", "Sam"] });
    expect(cards).toHaveLength(52);
    expect(new Set(cards.map((c) => c.code)).size).toBe(52);
    expect(cards.filter((c) => c.status === "MISSING").map((c) => c.code).sort()).toEqual(["7H", "QS"]);
    expect(players.map((p) => p.name)).toEqual(["Mum", "Dad", "Sam"]);
    const member = await db.deckMember.findFirstOrThrow({ where: { deckId } });
    expect(member).toMatchObject({ userId: owner.id, role: "OWNER" });
    const events = await db.wordEvent.findMany({ where: { deckId }, orderBy: { seq: "asc" } });
    expect(events.map((e) => [e.seq, e.kind])).toEqual([
      [1, "CARD_LOST"],
      [2, "CARD_LOST"],
    ]);
  });

  it("makes a custom Snap deck of N sets × M matching cards, each card carrying its set's label and colour", async () => {
    const owner = await makeUser("Cass");
    const { deckId } = await createDeck(owner.id, {
      requestKey: key(),
      name: "Animals",
      composition: { kind: "custom", sets: [{ label: "Cat", colour: "#b42318" }, { label: "Dog", colour: "#1d4ed8" }, { label: "Owl", colour: "#1d5c3f" }], cardsPerSet: 4 },
      players: [{ name: "Ann", colour: "#b42318" }, { name: "Ben", colour: "#1d4ed8" }],
      start: "existing",
    });
    const cards = await db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } });
    expect(cards).toHaveLength(12);
    expect(cards.filter((c) => c.rank === "Dog").map((c) => [c.code, c.colour, c.suit])).toEqual([
      ["2-1", "#1d4ed8", null],
      ["2-2", "#1d4ed8", null],
      ["2-3", "#1d4ed8", null],
      ["2-4", "#1d4ed8", null],
    ]);
  });

  it("a retried create request returns the same deck and makes no second one", async () => {
    const owner = await makeUser("Rita");
    const input = deckInput({ name: "Once" });
    const [first, second] = await Promise.all([createDeck(owner.id, input), createDeck(owner.id, input)]);
    expect(first.deckId).toBe(second.deckId);
    expect(await db.deck.count({ where: { createdById: owner.id } })).toBe(1);
  });

  it("refuses bad input with a clear message and creates nothing", async () => {
    const owner = await makeUser("Bad");
    const error = await refusal(
      createDeck(owner.id, {
        requestKey: key(),
        name: "Bad",
        composition: { kind: "standard", missing: [] },
        players: [{ name: "Solo", colour: "#b42318" }],
        start: "setup",
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe("Snap needs at least two players.");
    expect(await db.deck.count({ where: { createdById: owner.id } })).toBe(0);
  });
});

describe("the twelve-card setup", () => {
  it("takes twelve cards and deals them among three players, four each", async () => {
    const owner = await makeUser("Tess");
    const { deckId, players } = await makeDeck(owner.id, { start: "setup", players: ["Mum", "Dad", "Sam"] });
    const deck = await db.deck.findUniqueOrThrow({ where: { id: deckId } });
    const deal = readSetupDeal(deck.setupDeal);
    expect(deck.stage).toBe("SETUP");
    expect(players.map((p) => deal[p.id]?.length)).toEqual([4, 4, 4]);
    expect(new Set(Object.values(deal).flat()).size).toBe(12);
  });

  it("deals unevenly when it must: five players get 3, 3, 2, 2, 2", async () => {
    const owner = await makeUser("Uma");
    const { deckId, players } = await makeDeck(owner.id, { start: "setup", players: ["A", "B", "C", "D", "E"] });
    const deal = readSetupDeal((await db.deck.findUniqueOrThrow({ where: { id: deckId } })).setupDeal);
    expect(players.map((p) => deal[p.id]?.length)).toEqual([3, 3, 2, 2, 2]);
  });

  it("each player writes a word on each of their cards, and the deck is ready when the last card has its word", async () => {
    const owner = await makeUser("Vic");
    const { deckId, players } = await makeDeck(owner.id, { start: "setup", players: ["Mum", "Sam"] });
    const deal = readSetupDeal((await db.deck.findUniqueOrThrow({ where: { id: deckId } })).setupDeal);
    const [mum, sam] = players;
    await writeSetupWords(owner.id, {
      deckId,
      playerId: mum!.id,
      requestKey: key(),
      words: deal[mum!.id]!.map((cardId, i) => ({ cardId, word: `Mum word ${i}` })),
    });
    expect((await db.deck.findUniqueOrThrow({ where: { id: deckId } })).stage).toBe("SETUP");
    const partial = await refusal(
      writeSetupWords(owner.id, { deckId, playerId: sam!.id, requestKey: key(), words: [{ cardId: deal[sam!.id]![0]!, word: "Only one" }] }),
    );
    expect(partial.message).toBe("Write a word on each of the cards dealt to this player.");
    await writeSetupWords(owner.id, {
      deckId,
      playerId: sam!.id,
      requestKey: key(),
      words: deal[sam!.id]!.map((cardId, i) => ({ cardId, word: `Sam word ${i}` })),
    });
    expect((await db.deck.findUniqueOrThrow({ where: { id: deckId } })).stage).toBe("READY");
    const events = await db.wordEvent.findMany({ where: { deckId, kind: "SETUP" } });
    expect(events).toHaveLength(12);
    expect(events.filter((e) => e.playerId === sam!.id)).toHaveLength(6);
  });
});

describe("writing words", () => {
  it("a card holds at most one word, for ever: writing on a card that has one is a clear conflict", async () => {
    const owner = await makeUser("Walt");
    const { deckId, cards, players } = await makeDeck(owner.id);
    const card = cards[0]!;
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card.id, word: "Pancake", playerId: players[0]!.id }] });
    const error = await refusal(
      writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card.id, word: "Waffle", playerId: null }] }),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe("Ace of Clubs already has a word: “Pancake”. A card holds one word, for ever.");
    expect((await db.card.findUniqueOrThrow({ where: { id: card.id } })).word).toBe("Pancake");
  });

  it("two people writing on the same blank card at once: exactly one wins, the other is told", async () => {
    const owner = await makeUser("Xena");
    const { deckId, cards } = await makeDeck(owner.id);
    const card = cards[5]!;
    const attempts = await Promise.allSettled(
      ["Rocket", "Banana", "Teapot", "Crumpet"].map((word) =>
        writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card.id, word, playerId: null }] }),
      ),
    );
    const won = attempts.filter((a) => a.status === "fulfilled");
    const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(3);
    for (const l of lost) expect((l.reason as DeckError).status).toBe(409);
    expect(await db.wordEvent.count({ where: { cardId: card.id } })).toBe(1);
  });

  it("a retried or double-submitted request writes once", async () => {
    const owner = await makeUser("Yuri");
    const { deckId, cards } = await makeDeck(owner.id);
    const request = {
      deckId,
      requestKey: key(),
      kind: "IMPORT" as const,
      writes: [
        { cardId: cards[1]!.id, word: "Kettle", playerId: null },
        { cardId: cards[2]!.id, word: "Kettle", playerId: null },
      ],
    };
    const [a, b] = await Promise.all([writeWords(owner.id, request), writeWords(owner.id, request)]);
    const again = await writeWords(owner.id, request);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(again.replayed).toBe(true);
    expect(again.events.map((e) => e.id)).toEqual(a.events.map((e) => e.id));
    // What the first one wrote, field for field, as the history reads it back.
    expect(again.events).toEqual(a.events);
    expect(a.events).toEqual(await db.wordEvent.findMany({ where: { deckId }, orderBy: { seq: "asc" } }));
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(2);
  });

  it("all the words of one request are written together or not at all", async () => {
    const owner = await makeUser("Zed");
    const { deckId, cards } = await makeDeck(owner.id);
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[3]!.id, word: "Taken", playerId: null }] });
    await refusal(
      writeWords(owner.id, {
        deckId,
        requestKey: key(),
        kind: "IMPORT",
        writes: [
          { cardId: cards[4]!.id, word: "Fresh", playerId: null },
          { cardId: cards[3]!.id, word: "Again", playerId: null },
        ],
      }),
    );
    expect((await db.card.findUniqueOrThrow({ where: { id: cards[4]!.id } })).word).toBeNull();
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(1);
  });

  it("refuses a word the rules don't allow, naming the character, and writes nothing", async () => {
    const owner = await makeUser("Abe");
    const { deckId, cards } = await makeDeck(owner.id);
    const error = await refusal(
      writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[0]!.id, word: "Snap!", playerId: null }] }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain('"!"');
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(0);
  });

  it("refuses a word credited to another deck's player, and writes nothing", async () => {
    const owner = await makeUser("Ada");
    const { deckId, cards, players } = await makeDeck(owner.id);
    const other = await makeDeck(owner.id, { name: "The Other Deck" });
    const error = await refusal(
      writeWords(owner.id, {
        deckId,
        requestKey: key(),
        kind: "IMPORT",
        writes: [
          { cardId: cards[0]!.id, word: "Kettle", playerId: players[0]!.id },
          { cardId: cards[1]!.id, word: "Ladle", playerId: other.players[0]!.id },
        ],
      }),
    );
    expect(error).toEqual({ status: 404, message: "That player doesn't exist, or isn't shared with you." });
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(0);
    expect(await db.card.count({ where: { deckId, word: { not: null } } })).toBe(0);
  });

  it("stores the word tidied and its normalised form for comparison", async () => {
    const owner = await makeUser("Bo");
    const { deckId, cards } = await makeDeck(owner.id);
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[0]!.id, word: "  Crème   Brûlée ", playerId: null }] });
    const card = await db.card.findUniqueOrThrow({ where: { id: cards[0]!.id } });
    expect(card.word).toBe("Crème Brûlée");
    expect(card.wordNormalised).toBe("crème brûlée");
  });

  it("gives each event of a deck the next sequence number, with no gaps", async () => {
    const owner = await makeUser("Cy");
    const { deckId, cards } = await makeDeck(owner.id);
    await Promise.all(
      cards.slice(0, 10).map((c, i) =>
        writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: c.id, word: `Word ${i}`, playerId: null }] }),
      ),
    );
    const seqs = (await db.wordEvent.findMany({ where: { deckId }, orderBy: { seq: "asc" } })).map((e) => e.seq);
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await db.deck.findUniqueOrThrow({ where: { id: deckId } })).historySeq).toBe(10);
  });
});

describe("corrections and the history", () => {
  it("a correction appends a correction event with its reason and keeps the old word in the card's story", async () => {
    const owner = await makeUser("Dee");
    const { deckId, cards, players } = await makeDeck(owner.id);
    const card = cards[7]!;
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card.id, word: "Gost", playerId: players[1]!.id }] });
    await correctWord(owner.id, { deckId, cardId: card.id, requestKey: key(), word: "Ghost", reason: "Spelling mistake" });
    const story = await cardStory(owner.id, deckId, card.id);
    expect(story.card.word).toBe("Ghost");
    expect(story.events.map((e) => (e.story === "word" ? [e.kind, e.word, e.previousWord, e.reason] : [e.kind]))).toEqual([
      ["IMPORT", "Gost", null, null],
      ["CORRECTION", "Ghost", "Gost", "Spelling mistake"],
    ]);
  });

  it("a correction needs a reason", async () => {
    const owner = await makeUser("Eve");
    const { deckId, cards } = await makeDeck(owner.id);
    const error = await refusal(correctWord(owner.id, { deckId, cardId: cards[0]!.id, requestKey: key(), word: "Hat", reason: "" }));
    expect(error.message).toBe("Say why the word is being corrected.");
  });

  it("nothing updates or deletes history rows, not even straight SQL", async () => {
    const owner = await makeUser("Fay");
    const { deckId, cards } = await makeDeck(owner.id);
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[0]!.id, word: "Forever", playerId: null }] });
    await expect(db.$executeRawUnsafe(`UPDATE "word_events" SET "word" = 'Changed' WHERE "deckId" = $1`, deckId)).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`DELETE FROM "word_events" WHERE "deckId" = $1`, deckId)).rejects.toThrow(/append-only/);
    expect((await db.wordEvent.findFirstOrThrow({ where: { deckId } })).word).toBe("Forever");
  });

  it("a lost card can't be written on until it is found, and each change is in its story", async () => {
    const owner = await makeUser("Gus");
    const { deckId, cards } = await makeDeck(owner.id);
    const card = cards[9]!;
    await changeCardStatus(owner.id, { deckId, cardId: card.id, requestKey: key(), change: "CARD_LOST" });
    const error = await refusal(
      writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card.id, word: "Nope", playerId: null }] }),
    );
    expect(error.status).toBe(409);
    await changeCardStatus(owner.id, { deckId, cardId: card.id, requestKey: key(), change: "CARD_FOUND" });
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card.id, word: "Found", playerId: null }] });
    const { events } = await cardStory(owner.id, deckId, card.id);
    expect(events.map((e) => e.kind)).toEqual(["CARD_LOST", "CARD_FOUND", "IMPORT"]);
  });

  it("the deck page's counts come from the cards", async () => {
    const owner = await makeUser("Hal");
    const { deckId, cards } = await makeDeck(owner.id, { missing: ["KD"] });
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[0]!.id, word: "One", playerId: null }] });
    const { counts } = await deckOverview(owner.id, deckId);
    expect(counts).toEqual({ words: 1, blank: 50, missing: 1, events: 2 });
  });

  it("the deck page's latest history names each event's card, the player who wrote it and who recorded it, newest first", async () => {
    const owner = await makeUser("Ivy");
    const { deckId, cards, players } = await makeDeck(owner.id, { players: ["Mum", "Sam"] });
    await writeWords(owner.id, {
      deckId,
      requestKey: key(),
      kind: "IMPORT",
      writes: [
        { cardId: cards[0]!.id, word: "Rocket", playerId: players[1]!.id },
        { cardId: cards[13]!.id, word: "Teapot", playerId: null },
      ],
    });
    const { latest } = await deckPage(owner.id, deckId);
    expect(
      latest.map((e) => ({ word: e.word, card: e.card, player: e.player?.name ?? null, recordedBy: e.recordedBy.name })),
    ).toEqual([
      { word: "Teapot", card: { id: cards[13]!.id, rank: cards[13]!.rank, suit: cards[13]!.suit, code: cards[13]!.code }, player: null, recordedBy: "Ivy" },
      { word: "Rocket", card: { id: cards[0]!.id, rank: cards[0]!.rank, suit: cards[0]!.suit, code: cards[0]!.code }, player: "Sam", recordedBy: "Ivy" },
    ]);
  });
});
