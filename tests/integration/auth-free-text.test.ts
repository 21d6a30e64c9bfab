import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { signUp } from "@/lib/auth/sign-up";
import { changeCardStatus } from "@/lib/decks/card-status";
import { correctWord } from "@/lib/decks/correct-word";
import { createDeck } from "@/lib/decks/create-deck";
import { DeckError } from "@/lib/decks/errors";
import { deckInput, key, makeDeck, makeUser } from "./deck-helpers";

async function refusal(promise: Promise<unknown>): Promise<DeckError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(DeckError);
  return error as DeckError;
}

const INVISIBLE = /has an invisible or control character in it \(U\+[0-9A-F]{4}\): please type it again\./;

describe("free text is checked like words, with a plain message, and changes nothing", () => {
  it("refuses a NUL, a control character or a bidi override in a deck name", async () => {
    const owner = await makeUser("Nina");
    for (const name of ["Kitchen\u0000Deck", "Kitchen\u0007Deck", "Kitchen \u202Ekced"]) {
      const error = await refusal(createDeck(owner.id, deckInput({ name })));
      expect(error.status).toBe(400);
      expect(error.message).toMatch(new RegExp(`^The deck's name ${INVISIBLE.source}$`));
    }
    expect(await db.deck.count({ where: { createdById: owner.id } })).toBe(0);
  });

  it("refuses a NUL in a player's name or a set's label, naming it rather than quoting it", async () => {
    const owner = await makeUser("Noor");
    const withPlayer = { ...deckInput({ name: "Noor's deck" }), players: [{ name: "Mu\u0000m", colour: "#b42318" }, { name: "Sam", colour: "#1d5c3f" }] };
    expect((await refusal(createDeck(owner.id, withPlayer))).message).toMatch(new RegExp(`^Player name ${INVISIBLE.source}$`));
    const withSet = {
      ...deckInput({ name: "Noor's sets" }),
      composition: { kind: "custom", cardsPerSet: 4, sets: [{ label: "Cats\u202E", colour: "#b42318" }, { label: "Dogs", colour: "#1d5c3f" }] },
    };
    expect((await refusal(createDeck(owner.id, withSet))).message).toMatch(new RegExp(`^Set label ${INVISIBLE.source}$`));
    expect(await db.deck.count({ where: { createdById: owner.id } })).toBe(0);
  });

  it("refuses a deck name the print fonts would draw as boxes", async () => {
    const owner = await makeUser("Omar");
    const error = await refusal(createDeck(owner.id, deckInput({ name: "Party deck 🎉" })));
    expect(error.message).toBe(`The deck's name can't have "🎉" in it: the print fonts can't draw it.`);
    expect(await db.deck.count({ where: { createdById: owner.id } })).toBe(0);
  });

  it("refuses a NUL in a correction's reason and leaves the card as it was", async () => {
    const owner = await makeUser("Pia");
    const { deckId, cards } = await makeDeck(owner.id);
    const card = cards[0]!;
    const error = await refusal(
      correctWord(owner.id, { deckId, cardId: card.id, requestKey: key(), word: "Ghost", reason: "Spelling\u0000mistake" }),
    );
    expect(error.message).toMatch(new RegExp(`^The reason ${INVISIBLE.source}$`));
    expect((await db.card.findUniqueOrThrow({ where: { id: card.id } })).word).toBe(card.word);
    expect(await db.wordEvent.count({ where: { deckId, kind: "CORRECTION" } })).toBe(0);
  });

  it("refuses a NUL in a lost card's reason and leaves the card in the deck", async () => {
    const owner = await makeUser("Quin");
    const { deckId, cards } = await makeDeck(owner.id);
    const card = cards[0]!;
    const error = await refusal(
      changeCardStatus(owner.id, { deckId, cardId: card.id, requestKey: key(), change: "CARD_LOST", reason: "Dog\u0000ate it" }),
    );
    expect(error.message).toMatch(new RegExp(`^The reason ${INVISIBLE.source}$`));
    expect((await db.card.findUniqueOrThrow({ where: { id: card.id } })).status).toBe("IN_DECK");
  });

  it("refuses a NUL in a sign-up name, and a 10,012-character email, beside their fields", async () => {
    const before = await db.user.count();
    const result = await signUp({
      name: "Ro\u0000sa",
      email: `${"r".repeat(10_000)}@example.com`,
      password: "rosa's password",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: expect.stringMatching(new RegExp(`^Your name ${INVISIBLE.source}$`)),
        email: "An email address has at most 254 characters.",
      },
    });
    expect(await db.user.count()).toBe(before);
  });
});
