import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { cropCardPicture } from "@/lib/designs/crop-card-picture";
import { designEvents } from "@/lib/designs/design-events";
import { loadDesignPage } from "@/lib/designs/load-design-page";
import { readCardArt, readDeckPicture } from "@/lib/designs/read-design-images";
import { removeCardPicture } from "@/lib/designs/remove-card-picture";
import { uploadCardPicture } from "@/lib/designs/upload-card-picture";
import { writeWords } from "@/lib/decks/write-words";
import { importDeck } from "@/lib/history/import/import-deck";
import { printDeckPdf } from "@/lib/print-jobs/print-deck-pdf";
import { saveDeckDesign } from "@/lib/print-jobs/save-deck-design";
import { artPrintPixels, defaultCrop } from "@/lib/print/art-box";
import { pdfPool } from "@/lib/print/pdf-pool";
import { bombPng, HTML_FILE, plainPicture, sidewaysPhoto, SVG_FILE } from "../unit/images/pictures";
import { designState, makeCustomDeck } from "./card-designs-helpers";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";
import { exportZip } from "./export-zip-helpers";

const cats = { kind: "set", label: "Cats" } as const;

afterAll(() => pdfPool().destroy());

describe("a picture for a custom deck's set", () => {
  it("is kept upright and stripped, cropped to the card's shape, shown on every card of the set, and recorded in the story", async () => {
    const owner = await makeUser("Mum");
    const { deckId, cards } = await makeCustomDeck(owner.id);
    const catCards = cards.filter((card) => card.rank === "Cats").map((card) => card.id);

    const change = await uploadCardPicture(owner.id, { deckId, bytes: await sidewaysPhoto(1200, 800), target: cats, requestKey: key() });
    expect(change).toEqual({ artId: expect.any(String), pictureId: expect.any(String), cardIds: catCards, seq: 1 });

    const picture = await db.deckPicture.findUniqueOrThrow({ where: { id: change.pictureId! } });
    expect(picture).toMatchObject({ deckId, width: 800, height: 1200, uploadedById: owner.id });
    const meta = await sharp(picture.bytes).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 800, height: 1200 });
    expect(meta.exif).toBeUndefined();

    const art = await db.cardArt.findUniqueOrThrow({ where: { id: change.artId! } });
    const full = artPrintPixels("FULL");
    expect(art).toMatchObject({ pictureId: picture.id, box: "FULL", crop: defaultCrop("FULL", { width: 800, height: 1200 }), printWidth: full.width, printHeight: full.height });

    const after = await db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } });
    expect(after.filter((card) => card.artId === art.id).map((card) => card.id)).toEqual(catCards);
    expect(after.filter((card) => card.artId !== null)).toHaveLength(4);
    expect(after.filter((card) => card.designSeq === 1)).toHaveLength(4);
    expect(after.every((card) => card.updatedSeq === 0)).toBe(true);
    expect(await db.deck.findUniqueOrThrow({ where: { id: deckId } })).toMatchObject({ designSeq: 1, historySeq: 0 });

    const events = await db.deckDesignEvent.findMany({ where: { deckId } });
    expect(events).toHaveLength(4);
    expect(events.every((event) => event.seq === 1 && event.kind === "PICTURE_SET" && event.artId === art.id && event.setLabel === "Cats" && event.recordedById === owner.id)).toBe(true);

    const page = await loadDesignPage(owner.id, deckId);
    expect(page.sets.map((set) => [set.label, set.art?.artId ?? null])).toEqual([["Cats", art.id], ["Dogs", null], ["Owls", null], ["Frogs", null]]);
    expect(page.arts[art.id]).toMatchObject({ pictureId: picture.id, pictureWidth: 800, pictureHeight: 1200 });

    const story = await designEvents(owner.id, deckId);
    expect(story).toEqual([
      expect.objectContaining({ seq: 1, kind: "PICTURE_SET", by: "Mum", setLabel: "Cats", artId: art.id, description: "gave the set “Cats” a new picture" }),
    ]);
    expect(story[0]!.cards.map((card) => card.id)).toEqual(catCards);
  });

  it("can be cropped again (a new art, the crop moved; the old one is kept for the story) and taken off", async () => {
    const owner = await makeUser("Gran");
    const { deckId } = await makeCustomDeck(owner.id);
    const first = await uploadCardPicture(owner.id, { deckId, bytes: await plainPicture(1000, 1000), target: cats, requestKey: key() });

    const crop = { x: 0.1, y: 0, width: 0.5, height: 0.68 };
    const cropped = await cropCardPicture(owner.id, { deckId, pictureId: first.pictureId, target: cats, crop, requestKey: key() });
    expect(cropped).toMatchObject({ pictureId: first.pictureId, seq: 2 });
    expect(cropped.artId).not.toBe(first.artId);
    expect(await db.cardArt.count({ where: { deckId } })).toBe(2);
    expect((await db.cardArt.findUniqueOrThrow({ where: { id: cropped.artId! } })).crop).toEqual(crop);
    expect((await loadDesignPage(owner.id, deckId)).sets[0]!.art).toMatchObject({ artId: cropped.artId, crop });

    const removed = await removeCardPicture(owner.id, { deckId, target: cats, requestKey: key() });
    expect(removed).toMatchObject({ artId: null, pictureId: null, seq: 3 });
    expect(await db.card.count({ where: { deckId, artId: { not: null } } })).toBe(0);
    expect(await db.cardArt.count({ where: { deckId } })).toBe(2);
    expect((await designEvents(owner.id, deckId)).map((entry) => entry.description)).toEqual([
      "took the picture off the set “Cats”",
      "moved the crop of the picture on the set “Cats”",
      "gave the set “Cats” a new picture",
    ]);

    const again = await refusal(removeCardPicture(owner.id, { deckId, target: cats, requestKey: key() }));
    expect(again).toEqual({ status: 400, message: "The set “Cats” has no picture to take off." });
  });
});

describe("pictures no card shows any more", () => {
  it("are deleted; pictures cards still show are kept, and every crop the design story shows stays", async () => {
    const owner = await makeUser("Ada");
    const { deckId } = await makeCustomDeck(owner.id);
    const dogs = { kind: "set", label: "Dogs" } as const;
    const owls = { kind: "set", label: "Owls" } as const;
    const first = await uploadCardPicture(owner.id, { deckId, bytes: await plainPicture(800, 1000, "#aa0000"), target: cats, requestKey: key() });
    // The same picture, cropped for the owls too.
    const owlCrop = await cropCardPicture(owner.id, { deckId, pictureId: first.pictureId, target: owls, crop: { x: 0, y: 0, width: 0.8, height: 0.8 }, requestKey: key() });
    const dogPicture = await uploadCardPicture(owner.id, { deckId, bytes: await plainPicture(800, 1000, "#00aa00"), target: dogs, requestKey: key() });

    // The cats get another picture: the first is still on the owls, so it stays.
    const second = await uploadCardPicture(owner.id, { deckId, bytes: await plainPicture(800, 1000, "#0000aa"), target: cats, requestKey: key() });
    const kept = async () => (await db.deckPicture.findMany({ where: { deckId }, select: { id: true } })).map((p) => p.id).sort();
    expect(await kept()).toEqual([first.pictureId, dogPicture.pictureId, second.pictureId].sort());

    // The owls' picture is taken off: no card shows the first picture now, so it is deleted.
    const eventsBefore = await db.deckDesignEvent.findMany({ where: { deckId }, orderBy: [{ seq: "asc" }, { cardId: "asc" }] });
    await removeCardPicture(owner.id, { deckId, target: owls, requestKey: key() });
    expect(await kept()).toEqual([dogPicture.pictureId, second.pictureId].sort());
    expect((await refusal(readDeckPicture(owner.id, deckId, first.pictureId!))).status).toBe(404);

    // Its crops stay, with the pictures the story shows; the story's events are as they were.
    expect(await db.cardArt.count({ where: { deckId } })).toBe(4);
    for (const artId of [first.artId!, owlCrop.artId!]) expect((await readCardArt(owner.id, deckId, artId)).length).toBeGreaterThan(1000);
    const eventsAfter = await db.deckDesignEvent.findMany({ where: { deckId }, orderBy: [{ seq: "asc" }, { cardId: "asc" }] });
    expect(eventsAfter.slice(0, eventsBefore.length)).toEqual(eventsBefore);
    expect((await designEvents(owner.id, deckId)).filter((entry) => entry.kind === "PICTURE_SET").map((entry) => entry.artId)).toEqual([
      second.artId,
      dogPicture.artId,
      owlCrop.artId,
      first.artId,
    ]);

    // A crop of the deleted picture is refused and changes nothing; the deck still prints with what its cards show.
    const before = await designState(deckId);
    expect(await refusal(cropCardPicture(owner.id, { deckId, pictureId: first.pictureId, target: owls, crop: { x: 0, y: 0, width: 0.5, height: 0.5 }, requestKey: key() }))).toEqual({
      status: 404,
      message: "That picture doesn't exist, or isn't shared with you.",
    });
    expect(await designState(deckId)).toEqual(before);
    const print = await printDeckPdf(owner.id, { deckId, origin: "http://localhost:3000", request: { which: "all" } });
    expect(print.cardCount).toBe(16);
  });
});

describe("a picture for chosen cards of a standard deck", () => {
  it("sits in the panel between the corner indices, on those cards only, and each card's story tells it", async () => {
    const owner = await makeUser("Dad");
    const { deckId, cards } = await makeDeck(owner.id);
    const queens = cards.filter((card) => card.rank === "Q").map((card) => card.id);
    const change = await uploadCardPicture(owner.id, { deckId, bytes: await plainPicture(900, 1200), target: { kind: "cards", cardIds: queens }, requestKey: key() });
    expect(await db.cardArt.findUniqueOrThrow({ where: { id: change.artId! } })).toMatchObject({
      box: "PANEL",
      printWidth: artPrintPixels("PANEL").width,
      printHeight: artPrintPixels("PANEL").height,
    });
    expect(await db.card.count({ where: { deckId, artId: change.artId } })).toBe(4);

    const story = await designEvents(owner.id, deckId, { cardId: queens[2]! });
    expect(story).toHaveLength(1);
    expect(story[0]!.description).toBe("gave the Queen of Hearts a new picture");
    expect(await designEvents(owner.id, deckId, { cardId: cards[0]!.id })).toEqual([]);
  });
});

describe("a retried or repeated request", () => {
  it("gets the first answer and writes nothing more, even when both arrive at once", async () => {
    const owner = await makeUser("Ivy");
    const { deckId } = await makeCustomDeck(owner.id);
    const bytes = await plainPicture(800, 1000);
    const requestKey = key();
    const [a, b] = await Promise.all([
      uploadCardPicture(owner.id, { deckId, bytes, target: cats, requestKey }),
      uploadCardPicture(owner.id, { deckId, bytes, target: cats, requestKey }),
    ]);
    expect(b).toEqual(a);
    const once = await designState(deckId);
    expect(once).toMatchObject({ pictures: 1, arts: 1, events: 4, deck: { designSeq: 1 } });

    expect(await uploadCardPicture(owner.id, { deckId, bytes, target: cats, requestKey })).toEqual(a);
    const crop = { x: 0, y: 0, width: 0.9, height: 0.9 };
    const cropKey = key();
    const cropped = await cropCardPicture(owner.id, { deckId, pictureId: a.pictureId, target: cats, crop, requestKey: cropKey });
    expect(await cropCardPicture(owner.id, { deckId, pictureId: a.pictureId, target: cats, crop, requestKey: cropKey })).toEqual(cropped);
    const removeKey = key();
    const removed = await removeCardPicture(owner.id, { deckId, target: cats, requestKey: removeKey });
    expect(await removeCardPicture(owner.id, { deckId, target: cats, requestKey: removeKey })).toEqual(removed);
    // Once no card shows it, the uploaded picture is deleted; both its crops stay for the story.
    expect(await designState(deckId)).toMatchObject({ pictures: 0, arts: 2, events: 12, deck: { designSeq: 3 } });
  });

  it("with the same key for something else is refused (409) and changes nothing", async () => {
    const owner = await makeUser("Kit");
    const { deckId } = await makeCustomDeck(owner.id);
    const requestKey = key();
    const first = await uploadCardPicture(owner.id, { deckId, bytes: await plainPicture(800, 1000), target: cats, requestKey });
    const before = await designState(deckId);
    const bytes = await plainPicture(800, 1000);
    const reused = [
      () => uploadCardPicture(owner.id, { deckId, bytes, target: { kind: "set", label: "Dogs" }, requestKey }),
      () => cropCardPicture(owner.id, { deckId, pictureId: first.pictureId, target: cats, crop: { x: 0, y: 0, width: 0.5, height: 0.5 }, requestKey }),
      () => removeCardPicture(owner.id, { deckId, target: cats, requestKey }),
    ];
    for (const attempt of reused) expect(await refusal(attempt())).toEqual({ status: 409, message: "That request was already used for something else." });
    expect(await designState(deckId)).toEqual(before);
  });
});

describe("two editors cropping the same set at once", () => {
  it("records both crops, one after the other, and every card ends with exactly one of them", async () => {
    const owner = await makeUser("Ann");
    const { deckId } = await makeCustomDeck(owner.id);
    const editor = await makeMember(deckId, "Ben", "EDITOR");
    const { pictureId } = await uploadCardPicture(owner.id, { deckId, bytes: await plainPicture(1000, 1000), target: cats, requestKey: key() });
    const [mine, theirs] = await Promise.all([
      cropCardPicture(owner.id, { deckId, pictureId, target: cats, crop: { x: 0, y: 0, width: 0.5, height: 0.68 }, requestKey: key() }),
      cropCardPicture(editor.id, { deckId, pictureId, target: cats, crop: { x: 0.5, y: 0.3, width: 0.5, height: 0.68 }, requestKey: key() }),
    ]);
    expect([mine.seq, theirs.seq].sort()).toEqual([2, 3]);
    const last = mine.seq === 3 ? mine : theirs;
    const catCards = await db.card.findMany({ where: { deckId, rank: "Cats" } });
    expect(catCards.every((card) => card.artId === last.artId && card.designSeq === 3)).toBe(true);
    expect((await designEvents(owner.id, deckId)).map((entry) => entry.by)).toEqual([last === mine ? "Ann" : "Ben", last === mine ? "Ben" : "Ann", "Ann"]);
  });
});

describe("who may change a deck's pictures", () => {
  it("hides the deck from non-members (404) and refuses viewers every change (403); viewers may look", async () => {
    const owner = await makeUser("Olga");
    const { deckId } = await makeCustomDeck(owner.id);
    const { artId, pictureId } = await uploadCardPicture(owner.id, { deckId, bytes: await plainPicture(800, 1000), target: cats, requestKey: key() });
    const viewer = await makeMember(deckId, "Vic", "VIEWER");
    const stranger = await makeUser("Stan");
    const before = await designState(deckId);
    const bytes = await plainPicture(800, 1000);
    const changes = (userId: string) => [
      () => uploadCardPicture(userId, { deckId, bytes, target: cats, requestKey: key() }),
      () => cropCardPicture(userId, { deckId, pictureId, target: cats, crop: { x: 0, y: 0, width: 0.5, height: 0.5 }, requestKey: key() }),
      () => removeCardPicture(userId, { deckId, target: cats, requestKey: key() }),
    ];
    for (const attempt of changes(viewer.id)) expect((await refusal(attempt())).status).toBe(403);
    const looks = [
      () => loadDesignPage(stranger.id, deckId),
      () => designEvents(stranger.id, deckId),
      () => readCardArt(stranger.id, deckId, artId!),
      () => readDeckPicture(stranger.id, deckId, pictureId!),
    ];
    for (const attempt of [...changes(stranger.id), ...looks]) {
      expect(await refusal(attempt())).toEqual({ status: 404, message: "That deck doesn't exist, or isn't shared with you." });
    }
    expect(await designState(deckId)).toEqual(before);

    expect((await loadDesignPage(viewer.id, deckId)).role).toBe("VIEWER");
    expect(await sharp(await readCardArt(viewer.id, deckId, artId!)).metadata()).toMatchObject({ format: "jpeg", width: 480 });
    expect((await sharp(await readDeckPicture(viewer.id, deckId, pictureId!)).metadata()).format).toBe("jpeg");
  });

  it("refuses another deck's picture, cards and art, a set the deck doesn't have, and sets on a standard deck; nothing changes", async () => {
    const owner = await makeUser("Rex");
    const { deckId, cards } = await makeCustomDeck(owner.id);
    const other = await makeCustomDeck(owner.id);
    const standard = await makeDeck(owner.id);
    const theirs = await uploadCardPicture(owner.id, { deckId: other.deckId, bytes: await plainPicture(800, 1000), target: cats, requestKey: key() });
    const before = await designState(deckId);
    const bytes = await plainPicture(800, 1000);
    const crop = { x: 0, y: 0, width: 0.5, height: 0.5 };

    expect(await refusal(cropCardPicture(owner.id, { deckId, pictureId: theirs.pictureId, target: cats, crop, requestKey: key() }))).toEqual({
      status: 404,
      message: "That picture doesn't exist, or isn't shared with you.",
    });
    expect(await refusal(readCardArt(owner.id, deckId, theirs.artId!))).toMatchObject({ status: 404 });
    expect(await refusal(readDeckPicture(owner.id, deckId, theirs.pictureId!))).toMatchObject({ status: 404 });
    const theirCard = { kind: "cards", cardIds: [cards[0]!.id, other.cards[0]!.id] };
    expect(await refusal(uploadCardPicture(owner.id, { deckId, bytes, target: theirCard, requestKey: key() }))).toEqual({
      status: 404,
      message: "That card doesn't exist, or isn't shared with you.",
    });
    expect(await refusal(removeCardPicture(owner.id, { deckId, target: { kind: "set", label: "Unicorns" }, requestKey: key() }))).toEqual({
      status: 400,
      message: "This deck has no set called “Unicorns”.",
    });
    expect(await refusal(uploadCardPicture(owner.id, { deckId: standard.deckId, bytes, target: { kind: "set", label: "Q" }, requestKey: key() }))).toEqual({
      status: 400,
      message: "A standard deck has no sets: choose its cards instead.",
    });
    expect(await refusal(cropCardPicture(owner.id, { deckId, pictureId: theirs.pictureId, target: cats, crop: { x: 0.8, y: 0, width: 0.5, height: 0.5 }, requestKey: key() }))).toEqual({
      status: 400,
      message: "The crop must lie inside the picture.",
    });
    expect(await designState(deckId)).toEqual(before);
    expect(await designState(standard.deckId)).toMatchObject({ pictures: 0, arts: 0, events: 0 });
  });

  it("refuses a damaged file, a decompression bomb, and a web page or SVG named .jpg, with the reason; nothing changes", async () => {
    const owner = await makeUser("Eve");
    const { deckId } = await makeCustomDeck(owner.id);
    const before = await designState(deckId);
    const photo = await sidewaysPhoto();
    const hostile: [Uint8Array, string][] = [
      [photo.slice(0, photo.length / 3), "The picture looks like a JPEG but it is damaged, so it can't be used. Save it again, or choose another picture."],
      [bombPng(20000, 20000), "The picture is 20000 × 20000 pixels; it can be at most 100 megapixels."],
      [HTML_FILE, "The picture must be a PNG or JPEG (a photo or a scanned drawing)."],
      [SVG_FILE, "The picture must be a PNG or JPEG (a photo or a scanned drawing)."],
    ];
    for (const [bytes, message] of hostile) {
      expect(await refusal(uploadCardPicture(owner.id, { deckId, bytes, target: cats, requestKey: key() }))).toEqual({ status: 400, message });
    }
    expect(await refusal(uploadCardPicture(owner.id, { deckId, bytes: "not bytes", target: cats, requestKey: key() }))).toEqual({
      status: 400,
      message: "Choose a photo or a scanned drawing (PNG or JPEG) to upload.",
    });
    expect(await designState(deckId)).toEqual(before);
  });
});

describe("a deck with pictures, exported and imported", () => {
  it("carries its words, its look, its pictures and its design story (lib/history/export: the .zip)", async () => {
    const owner = await makeUser("Pam");
    const { deckId, cards } = await makeCustomDeck(owner.id);
    await uploadCardPicture(owner.id, { deckId, bytes: await plainPicture(800, 1000), target: cats, requestKey: key() });
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[0]!.id, word: "Purr", playerId: null }] });
    const custom = {
      base: "playful",
      face: { background: "#fff8ec", ink: "#3a2e8f", accent: "#f6c453", red: "#c8102e", black: "#2b2d42" },
      back: { background: "#1f9e89", motif: "#8fe3cf", plate: "#fff8ec", plateText: "#3a2e8f" },
      font: "noto-serif-bold",
      corners: "badge",
      backText: "monogram",
    };
    const design = await saveDeckDesign(owner.id, { deckId, theme: "playful", useBackImage: false, custom });

    const { deckId: copy } = await importDeck(owner.id, { requestKey: key(), file: await exportZip(owner.id, deckId) });
    const copied = await db.card.findMany({ where: { deckId: copy }, orderBy: { position: "asc" } });
    expect(copied.map((card) => [card.rank, card.word])).toEqual(cards.map((card, i) => [card.rank, i === 0 ? "Purr" : null]));
    expect(copied.map((card) => card.artId !== null)).toEqual(cards.map((card) => card.rank === "Cats"));
    expect(await designState(copy)).toMatchObject({ deck: { design }, pictures: 1, arts: 1, events: 5 });
    expect(await designState(deckId)).toMatchObject({ pictures: 1, arts: 1, events: 5 });
  });
});
