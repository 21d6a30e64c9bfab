import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { changeCardStatus } from "@/lib/decks/card-status";
import { deckCheckPage } from "@/lib/decks/deck-check/deck-check-page";
import { markCardsLost } from "@/lib/decks/deck-check/mark-cards-lost";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

const REASON = "Not found in the deck check";

describe("the deck check", () => {
  it("any member may look at the check of the real deck; someone outside the deck gets “not found”", async () => {
    const owner = await makeUser("Nora");
    const deck = await makeDeck(owner.id);
    const viewer = await makeMember(deck.deckId, "Gran", "VIEWER");
    const stranger = await makeUser("Stranger");

    const page = await deckCheckPage(viewer.id, deck.deckId);
    expect(page.role).toBe("VIEWER");
    expect(page.cards).toHaveLength(52);
    expect(page.cards[0]!.code).toBe(deck.cards[0]!.code);
    expect(await refusal(deckCheckPage(stranger.id, deck.deckId))).toEqual({ status: 404, message: "That deck doesn't exist, or isn't shared with you." });
    expect(await refusal(markCardsLost(stranger.id, { deckId: deck.deckId, requestKey: key(), cardIds: [deck.cards[0]!.id] }))).toMatchObject({ status: 404 });
  });

  it("the cards not found are marked lost together, each with the reason in its story, once however often it is sent", async () => {
    const owner = await makeUser("Nora");
    const deck = await makeDeck(owner.id);
    const [a, b] = [deck.cards[3]!, deck.cards[17]!];
    const input = { deckId: deck.deckId, requestKey: key(), cardIds: [a.id, b.id], reason: REASON };

    const first = await markCardsLost(owner.id, input);
    const again = await markCardsLost(owner.id, input);
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);

    const cards = await db.card.findMany({ where: { id: { in: [a.id, b.id] } } });
    expect(cards.map((c) => c.status)).toEqual(["MISSING", "MISSING"]);
    const events = await db.wordEvent.findMany({ where: { deckId: deck.deckId, kind: "CARD_LOST" }, orderBy: { seq: "asc" } });
    expect(events.map((e) => [e.cardId, e.reason])).toEqual([
      [a.id, REASON],
      [b.id, REASON],
    ]);
  });

  it("if any of them is missing already, none is marked lost and the family is told which", async () => {
    const owner = await makeUser("Nora");
    const deck = await makeDeck(owner.id);
    const [a, b] = [deck.cards[0]!, deck.cards[1]!];
    await changeCardStatus(owner.id, { deckId: deck.deckId, cardId: b.id, requestKey: key(), change: "CARD_LOST" });

    expect(await refusal(markCardsLost(owner.id, { deckId: deck.deckId, requestKey: key(), cardIds: [a.id, b.id], reason: REASON }))).toEqual({
      status: 409,
      message: `${b.code} is marked missing already.`,
    });
    expect((await db.card.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("IN_DECK");
  });

  it("a viewer can't mark cards lost, and a card of another deck is not found", async () => {
    const owner = await makeUser("Nora");
    const deck = await makeDeck(owner.id);
    const other = await makeDeck(owner.id, { name: "The Other Deck" });
    const viewer = await makeMember(deck.deckId, "Gran", "VIEWER");

    expect(await refusal(markCardsLost(viewer.id, { deckId: deck.deckId, requestKey: key(), cardIds: [deck.cards[0]!.id] }))).toMatchObject({ status: 403 });
    expect(await refusal(markCardsLost(owner.id, { deckId: deck.deckId, requestKey: key(), cardIds: [other.cards[0]!.id] }))).toMatchObject({ status: 404 });
    expect(await refusal(markCardsLost(owner.id, { deckId: deck.deckId, requestKey: key(), cardIds: [] }))).toEqual({
      status: 400,
      message: "Choose the cards to mark as lost.",
    });
    expect(await db.wordEvent.count({ where: { deckId: deck.deckId, kind: "CARD_LOST" } })).toBe(0);
  });
});
