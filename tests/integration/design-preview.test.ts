import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { previewDesign } from "@/lib/designs/preview-design";
import { writeWords } from "@/lib/decks/write-words";
import type { CustomTheme } from "@/lib/print/themes";
import { designState, makeCustomDeck } from "./card-designs-helpers";
import { key, makeMember, makeUser, refusal } from "./deck-helpers";

/** A family's own theme: cream face, navy words, a green back with a gold plate. */
const ours: CustomTheme = {
  base: "classic",
  face: { background: "#fff8e7", ink: "#1b2a4a", accent: "#9a3412", red: "#b42318", black: "#111111" },
  back: { background: "#1d5c3f", motif: "#2f7a57", plate: "#f5c542", plateText: "#1b1b1b" },
  font: "noto-serif-bold",
  corners: "large",
  backText: "name",
};

describe("the design preview", () => {
  it("shows a member a front and a back in the family's own colours, without saving anything", async () => {
    const owner = await makeUser("Mum");
    const { deckId, cards } = await makeCustomDeck(owner.id);
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[2]!.id, word: "Purr", playerId: null }] });
    const viewer = await makeMember(deckId, "Gran", "VIEWER");
    const before = await designState(deckId);

    const preview = await previewDesign(viewer.id, { deckId, design: { theme: "classic", custom: ours } });

    expect(preview.front).toContain("<svg");
    expect(preview.front).toContain("#fff8e7");
    expect(preview.front).toContain("#1b2a4a");
    expect(preview.front).toContain("Purr");
    expect(preview.face.cardId).toBe(cards[2]!.id);
    expect(preview.back).toContain("<svg");
    expect(preview.back).toContain("#1d5c3f");
    expect(preview.back).toContain("#f5c542");
    // The deck's name on the plate, on two lines.
    expect(preview.back).toMatch(/>Animal<\/text>.*>Snap<\/text>/);
    expect(preview.warnings).toEqual([]);
    expect(await designState(deckId)).toEqual(before);
  });

  it("shows the card asked for", async () => {
    const owner = await makeUser("Mum");
    const { deckId, cards } = await makeCustomDeck(owner.id);
    const preview = await previewDesign(owner.id, { deckId, design: {}, cardId: cards[5]!.id });
    expect(preview.face.cardId).toBe(cards[5]!.id);
  });

  it("warns when words would be hard to read on the chosen colours", async () => {
    const owner = await makeUser("Mum");
    const { deckId } = await makeCustomDeck(owner.id);
    const paleInk = { ...ours, face: { ...ours.face, ink: "#fff0c0" } };
    const preview = await previewDesign(owner.id, { deckId, design: { theme: "classic", custom: paleInk } });
    expect(preview.warnings.map((warning) => warning.what)).toContain("Words on the card face");
    expect(preview.warnings[0]!.ratio).toBeLessThan(4.5);
    expect(preview.warnings[0]!.message).toMatch(/hard to read/);
  });

  it("tells someone outside the deck it does not exist, whatever they send", async () => {
    const owner = await makeUser("Mum");
    const { deckId } = await makeCustomDeck(owner.id);
    const stranger = await makeUser("Stranger");
    expect((await refusal(previewDesign(stranger.id, { deckId, design: {} }))).status).toBe(404);
    expect((await refusal(previewDesign(stranger.id, { deckId, design: { theme: "no-such-theme" } }))).status).toBe(404);
    expect((await refusal(previewDesign(stranger.id, { deckId: "no-such-deck", design: {} }))).status).toBe(404);
  });

  it("refuses a design that isn't one with a clear message", async () => {
    const owner = await makeUser("Mum");
    const { deckId } = await makeCustomDeck(owner.id);
    const badColour = await refusal(previewDesign(owner.id, { deckId, design: { custom: { ...ours, face: { ...ours.face, ink: "navy" } } } }));
    expect(badColour).toEqual({ status: 400, message: expect.stringMatching(/A theme colour must be a colour written #rrggbb/) });
    expect((await refusal(previewDesign(owner.id, { deckId, design: { theme: "no-such-theme" } }))).status).toBe(400);
    expect((await refusal(previewDesign(owner.id, { deckId }))).status).toBe(400);
  });

  it("says so when the deck has no cards to show", async () => {
    const owner = await makeUser("Mum");
    const { deckId } = await makeCustomDeck(owner.id);
    await db.card.deleteMany({ where: { deckId } });
    expect(await refusal(previewDesign(owner.id, { deckId, design: {} }))).toEqual({ status: 400, message: "This deck has no cards to show." });
  });
});
