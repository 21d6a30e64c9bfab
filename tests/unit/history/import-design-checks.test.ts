import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DeckError } from "@/lib/decks/errors";
import type { DeckExportFile } from "@/lib/history/export/schema";
import { checkPictureFiles } from "@/lib/history/import/check-design";
import { checkExportConsistency } from "@/lib/history/import/check-export-consistency";
import { parseDeckExport } from "@/lib/history/import/parse-deck-export";

const at = "2026-06-01T10:00:00.000Z";
type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const sha = (text: string) => createHash("sha256").update(text).digest("hex");
const picture = (name: string) => ({ file: `pictures/${sha(name)}.jpg`, sha256: sha(name), type: "image/jpeg", bytes: name.length }) as const;

/**
 * A custom deck of two sets of two cards whose design has a story: the Cats were given a picture
 * (1), then a closer crop of it (2), and every card a new look (3). The Dogs have none.
 */
function designedExport(): Doc {
  const card = { suit: null, status: "IN_DECK", word: null, updatedSeq: 0 } as const;
  const art = (id: string, print: string) => ({ id, box: "FULL" as const, crop: { x: 0, y: 0, width: 1, height: 1 }, picture: sha("photo"), print: sha(print), screen: sha(`${print} screen`), createdAt: at });
  const file: DeckExportFile = {
    format: "snap-legacy-deck",
    version: 2,
    exportedAt: at,
    deck: { id: "d1", name: "Tiny", kind: "CUSTOM", stage: "READY", design: null, setupDeal: null, createdAt: at, historySeq: 0, designSeq: 3, lookSeq: 3 },
    members: [{ name: "Mum", role: "OWNER" }],
    players: [],
    cards: [
      { ...card, id: "c1", position: 0, code: "1-1", rank: "Cats", colour: "#1d4ed8", artId: "a2", designSeq: 2 },
      { ...card, id: "c2", position: 1, code: "1-2", rank: "Cats", colour: "#1d4ed8", artId: "a2", designSeq: 2 },
      { ...card, id: "c3", position: 2, code: "2-1", rank: "Dogs", colour: "#b42318", artId: null, designSeq: 0 },
      { ...card, id: "c4", position: 3, code: "2-2", rank: "Dogs", colour: "#b42318", artId: null, designSeq: 0 },
    ],
    prints: [],
    backImage: null,
    arts: [art("a1", "wide"), art("a2", "close")],
    designEvents: [
      { seq: 1, kind: "PICTURE_SET", cardIds: ["c1", "c2"], artId: "a1", setLabel: "Cats", summary: null, recordedBy: "Mum", createdAt: at },
      { seq: 2, kind: "PICTURE_SET", cardIds: ["c1", "c2"], artId: "a2", setLabel: "Cats", summary: null, recordedBy: "Gran", createdAt: at },
      { seq: 3, kind: "LOOK_CHANGED", cardIds: [], artId: null, setLabel: null, summary: "theme Classic → Forest", recordedBy: "Mum", createdAt: at },
    ],
    pictures: ["photo", "wide", "wide screen", "close", "close screen"].map(picture),
    games: [],
    events: [],
  };
  return file;
}

function problem(change: (file: Doc) => void): string {
  const file = designedExport();
  change(file);
  try {
    checkExportConsistency(parseDeckExport(JSON.stringify(file)).file);
  } catch (error) {
    if (error instanceof DeckError) return error.message;
    throw error;
  }
  return "accepted";
}

describe("an export's design, checked as the app keeps one", () => {
  it("accepts a design story that gives each card the crop it shows", () => {
    expect(problem(() => undefined)).toBe("accepted");
  });

  const cases: [string, (f: Doc) => void, string][] = [
    ["a gap in the design story", (f) => (f.designEvents[1].seq = 3), "designEvents[1].seq: expected 2, found 3"],
    ["a card showing a crop its story never gave it", (f) => (f.cards[0].artId = "a1"), 'cards[0].artId: its design story gives "a2", the card says "a1"'],
    ["a card whose last picture change is another", (f) => (f.cards[1].designSeq = 1), "cards[1].designSeq: its design story gives 2, the card says 1"],
    ["a change of look the deck doesn't end on", (f) => (f.deck.lookSeq = 0), "deck.lookSeq: expected 3 (the last change of look), found 0"],
    ["a design position past the story", (f) => (f.deck.designSeq = 4), "deck.designSeq: expected 3 (the number of design changes), found 4"],
    ["a custom card's crop cut for a standard card's panel", (f) => (f.arts[1].box = "PANEL"), "designEvents[1].artId: the card 1-1 shows its picture on a whole card, but this crop is cut for a standard card's panel"],
    ["a picture change naming another deck's card", (f) => f.designEvents[0].cardIds.push("c-elsewhere"), 'designEvents[0].cardIds[2]: names no card of this file ("c-elsewhere")'],
    ["a picture change naming a crop of nothing", (f) => (f.designEvents[0].artId = "a9"), 'designEvents[0].artId: names no crop of this file ("a9")'],
    ["a change of look that names cards", (f) => f.designEvents[2].cardIds.push("c1"), "designEvents[2]: a change of look is of every card: it names no card, set or crop"],
    ["a set label that isn't one of the file's sets", (f) => (f.designEvents[0].setLabel = "Owls"), 'designEvents[0].setLabel: names no set of this file ("Owls")'],
    ["a crop naming a picture the document doesn't list", (f) => (f.arts[0].screen = sha("elsewhere")), `arts[0].screen: names no picture of this file (${sha("elsewhere")})`],
    ["a picture nothing uses", (f) => f.pictures.push(picture("stray")), "pictures[5]: no crop or back picture of this file uses it"],
    ["a picture file not named by its sha256", (f) => (f.pictures[0].file = "pictures/photo.jpg"), `pictures[0].file: a image/jpeg picture with that sha256 is named "pictures/${sha("photo")}.jpg", not "pictures/photo.jpg"`],
    ["a print after the last design change", (f) => f.prints.push({ printedBy: "Mum", printedAt: at, historySeq: 0, designSeq: 4, cardIds: [], cardCount: 0, pageCount: 1, options: { paper: "A4", cardSize: "poker", bleedMm: 0, cropMarks: true, backs: "none", backOffsetMm: { x: 0, y: 0 }, theme: "classic", qr: false, which: "all", backImage: false } }), "prints[0].designSeq: 4 is past the last design change (3)"],
  ];
  for (const [what, change, message] of cases) {
    it(`refuses ${what}, saying where`, () => {
      expect(problem(change)).toBe(`This export isn't consistent: ${message}.`);
    });
  }

  it("refuses more pictures on the cards than a deck may keep, by the upload's own limits", () => {
    expect(
      problem((f) => {
        f.pictures = [];
        f.arts = [];
        f.designEvents = [];
        Object.assign(f.deck, { kind: "CUSTOM", designSeq: 0, lookSeq: 0 });
        f.cards = Array.from({ length: 61 }, (_, i) => {
          const name = `photo ${i}`;
          f.pictures.push(picture(name), picture(`${name} print`), picture(`${name} screen`));
          f.arts.push({ id: `a${i}`, box: "FULL", crop: { x: 0, y: 0, width: 1, height: 1 }, picture: sha(name), print: sha(`${name} print`), screen: sha(`${name} screen`), createdAt: at });
          f.designEvents.push({ seq: i + 1, kind: "PICTURE_SET", cardIds: [`c${i}`], artId: `a${i}`, setLabel: null, summary: null, recordedBy: "Mum", createdAt: at });
          return { id: `c${i}`, position: i, code: `${Math.floor(i / 8) + 1}-${(i % 8) + 1}`, rank: `Set ${String.fromCharCode(65 + Math.floor(i / 8))}`, suit: null, colour: "#1d4ed8", status: "IN_DECK", word: null, updatedSeq: 0, artId: `a${i}`, designSeq: i + 1 };
        });
        f.deck.designSeq = 61;
      }),
    ).toBe("This export's cards show 61 pictures, but a deck keeps at most 60: it can't be imported.");
  });
});

describe("an export's picture files, checked against its document", () => {
  const names = ["photo", "wide", "wide screen", "close", "close screen"];
  /** The designed export's document with JPEG-looking bytes for each picture, listed as they are, and those files. */
  function withFiles() {
    const jpeg = (name: string) => Uint8Array.from([0xff, 0xd8, 0xff, ...new TextEncoder().encode(name)]);
    const digest = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
    const doc = parseDeckExport(JSON.stringify(designedExport())).file;
    doc.pictures = names.map((name) => ({ file: `pictures/${digest(jpeg(name))}.jpg`, sha256: digest(jpeg(name)), type: "image/jpeg", bytes: jpeg(name).length }));
    const renamed = new Map(names.map((name) => [sha(name), digest(jpeg(name))]));
    doc.arts = doc.arts.map((a) => ({ ...a, picture: renamed.get(a.picture!)!, print: renamed.get(a.print)!, screen: renamed.get(a.screen)! }));
    const files = new Map(names.map((name, i) => [doc.pictures[i]!.file, jpeg(name)]));
    return { doc, files };
  }
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (error) {
      return (error as Error).message;
    }
    return "accepted";
  };

  it("are each a listed one, of its length, sha256 and type (judged by its bytes)", () => {
    const { doc, files } = withFiles();
    expect(refusal(() => checkPictureFiles(doc, files, true))).toBe("accepted");
  });

  it("refuse a picture that isn't the type it says, one the .zip lacks, one it holds unlisted, and pictures brought without their .zip", () => {
    const { doc, files } = withFiles();
    const png = new Map(files);
    png.set(doc.pictures[1]!.file, Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    doc.pictures[1]!.bytes = 8;
    doc.pictures[1]!.sha256 = createHash("sha256").update(png.get(doc.pictures[1]!.file)!).digest("hex");
    expect(refusal(() => checkPictureFiles(doc, png, true))).toBe(`This export isn't consistent: pictures[1].type: ${doc.pictures[1]!.file} isn't a JPEG picture: its bytes are a PNG's.`);

    const fresh = withFiles();
    const lacking = new Map(fresh.files);
    lacking.delete(fresh.doc.pictures[3]!.file);
    expect(refusal(() => checkPictureFiles(fresh.doc, lacking, true))).toBe(`This export isn't consistent: pictures[3].file: ${fresh.doc.pictures[3]!.file} isn't in the .zip.`);
    expect(refusal(() => checkPictureFiles(fresh.doc, new Map(), false))).toBe(
      "This export's deck has 5 pictures, which come in its .zip: import the .zip that “Download the deck” made, not its deck.json alone.",
    );
    const extra = new Map(fresh.files);
    extra.set(`pictures/${sha("stray")}.jpg`, new Uint8Array(5));
    expect(refusal(() => checkPictureFiles(fresh.doc, extra, true))).toBe(`This export isn't consistent: pictures: the .zip holds pictures/${sha("stray")}.jpg, which the document doesn't list.`);
  });
});
