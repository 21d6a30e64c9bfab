import { createHash } from "node:crypto";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as zipRoute } from "@/app/decks/[deckId]/history/export/zip/route";
import { getCurrentUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { cropCardPicture } from "@/lib/designs/crop-card-picture";
import { designEvents } from "@/lib/designs/design-events";
import { removeCardPicture } from "@/lib/designs/remove-card-picture";
import { uploadCardPicture } from "@/lib/designs/upload-card-picture";
import { writeWords } from "@/lib/decks/write-words";
import { exportDeckJson } from "@/lib/history/export/export-deck-json";
import { readText } from "@/lib/history/export/text-stream";
import { importDeck } from "@/lib/history/import/import-deck";
import { importPool } from "@/lib/history/import/import-pool";
import { printDeckPdf } from "@/lib/print-jobs/print-deck-pdf";
import { saveDeckDesign } from "@/lib/print-jobs/save-deck-design";
import { uploadBackImage } from "@/lib/print-jobs/upload-back-image";
import { pdfPool } from "@/lib/print/pdf-pool";
import { plainPicture, sidewaysPhoto } from "../unit/images/pictures";
import { makePng } from "../unit/print/png";
import { makeCustomDeck } from "./card-designs-helpers";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";
import { exportZip, firstVersionOf, makeZip, normalisedExport, unzip } from "./export-zip-helpers";

vi.mock("@/lib/auth/session", () => ({ getCurrentUser: vi.fn() }));
const signedIn = vi.mocked(getCurrentUser);

beforeAll(() => vi.spyOn(console, "error").mockImplementation(() => undefined));
afterAll(async () => {
  vi.restoreAllMocks();
  await Promise.all([pdfPool().destroy(), importPool().destroy()]);
});

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const cats = { kind: "set", label: "Cats" } as const;
const dogs = { kind: "set", label: "Dogs" } as const;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * A custom deck whose design has a story: the Cats got a photo, then a closer crop of it; the Dogs
 * got a picture that was taken off again (so it was let go, its crop kept for the story); the
 * family's own look and a back picture; a word written over a picture, and a print.
 */
async function designedDeck() {
  const owner = await makeUser("Mum");
  const { deckId, cards } = await makeCustomDeck(owner.id);
  const photo = await uploadCardPicture(owner.id, { deckId, bytes: await sidewaysPhoto(1200, 900), target: cats, requestKey: key() });
  await cropCardPicture(owner.id, { deckId, pictureId: photo.pictureId, target: cats, crop: { x: 0.1, y: 0.1, width: 0.6, height: 0.6 }, requestKey: key() });
  await uploadCardPicture(owner.id, { deckId, bytes: await plainPicture(800, 1000, "#00aa00"), target: dogs, requestKey: key() });
  await removeCardPicture(owner.id, { deckId, target: dogs, requestKey: key() });
  await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[0]!.id, word: "Purr", playerId: null }] });
  await uploadBackImage(owner.id, { deckId, bytes: makePng(400, 560) });
  const custom = {
    base: "playful",
    face: { background: "#fff8ec", ink: "#3a2e8f", accent: "#f6c453", red: "#c8102e", black: "#2b2d42" },
    back: { background: "#1f9e89", motif: "#8fe3cf", plate: "#fff8ec", plateText: "#3a2e8f" },
    font: "noto-serif-bold",
    corners: "badge",
    backText: "monogram",
  };
  await saveDeckDesign(owner.id, { deckId, theme: "playful", useBackImage: true, custom, requestKey: key() });
  await printDeckPdf(owner.id, { deckId, request: { which: "all" } });
  return { owner, deckId };
}


/** What a deck looks like and the story of its look: each card's picture as screens and print show it, the design, the back, the story. */
async function looks(userId: string, deckId: string) {
  const [deck, cards, back, story] = await Promise.all([
    db.deck.findUniqueOrThrow({ where: { id: deckId }, select: { name: true, design: true, designSeq: true, lookSeq: true } }),
    db.card.findMany({ where: { deckId }, orderBy: { position: "asc" }, select: { code: true, word: true, designSeq: true, art: { select: { box: true, crop: true, printBytes: true, screenBytes: true, picture: { select: { bytes: true } } } } } }),
    db.deckBackImage.findUnique({ where: { deckId }, select: { bytes: true, mime: true, width: true, height: true } }),
    designEvents(userId, deckId),
  ]);
  return {
    deck: { design: deck.design, designSeq: deck.designSeq, lookSeq: deck.lookSeq },
    cards: cards.map(({ art, ...card }) => ({
      ...card,
      art: art && { box: art.box, crop: art.crop, print: sha256(art.printBytes), screen: sha256(art.screenBytes), picture: art.picture && sha256(art.picture.bytes) },
    })),
    back: back && { ...back, bytes: sha256(back.bytes) },
    story: story.map(({ artId, cards: touched, ...entry }) => ({ ...entry, art: artId !== null, cards: touched.map((card) => card.code) })),
  };
}

const counts = async () => ({
  decks: await db.deck.count(),
  events: await db.wordEvent.count(),
  pictures: await db.deckPicture.count(),
  arts: await db.cardArt.count(),
  designEvents: await db.deckDesignEvent.count(),
  backs: await db.deckBackImage.count(),
});

describe("exporting a deck as a .zip", () => {
  it("holds deck.json and each picture once, named by its sha256, which the document lists with its type and size", async () => {
    const { owner, deckId } = await designedDeck();
    const files = await unzip(await exportZip(owner.id, deckId));
    const doc = JSON.parse(files.get("deck.json")!.toString("utf8")) as Doc;
    expect(doc).toMatchObject({ format: "snap-legacy-deck", version: 3, deck: { designSeq: 5, lookSeq: 5 } });
    expect([...files.keys()].sort()).toEqual(["deck.json", ...doc.pictures.map((p: Doc) => p.file)].sort());
    for (const picture of doc.pictures) {
      const bytes = files.get(picture.file)!;
      expect(picture).toEqual({ file: `pictures/${sha256(bytes)}.${picture.type === "image/png" ? "png" : "jpg"}`, sha256: sha256(bytes), type: picture.type, bytes: bytes.length });
    }
    // The Cats' photo (kept: cards show it) and both Cats crops and the Dogs' crop (for the story), and the back.
    expect(doc.arts).toHaveLength(3);
    expect(doc.arts.map((a: Doc) => a.picture === null)).toEqual([false, false, true]);
    expect(doc.pictures).toHaveLength(1 + 3 * 2 + 1);
    expect(doc.designEvents.map((e: Doc) => [e.kind, e.cardIds.length, e.recordedBy])).toEqual([
      ["PICTURE_SET", 4, "Mum"],
      ["PICTURE_SET", 4, "Mum"],
      ["PICTURE_SET", 4, "Mum"],
      ["PICTURE_REMOVED", 4, "Mum"],
      ["LOOK_CHANGED", 0, "Mum"],
    ]);
    expect(doc.backImage).toMatchObject({ mime: "image/jpeg", picture: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it("is a streamed attachment for every member, viewers too, that says it is a .zip; anyone else gets 404", async () => {
    const { deckId } = await designedDeck();
    const viewer = await makeMember(deckId, "Vic", "VIEWER");
    const get = () => zipRoute(new NextRequest(`http://localhost:3000/decks/${deckId}/history/export/zip`, { headers: { host: "localhost:3000" } }), { params: Promise.resolve({ deckId }) });
    signedIn.mockResolvedValue(viewer);
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Animal Snap history.zip"; filename*=UTF-8''Animal%20Snap%20history.zip`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await unzip(Buffer.from(await response.arrayBuffer()))).has("deck.json")).toBe(true);
    signedIn.mockResolvedValue(await makeUser("Otto"));
    expect((await get()).status).toBe(404);
  });
});

describe("importing a deck's .zip", () => {
  it("an exported deck with pictures comes back looking as it did: export → import → export gives the same document apart from ids, and the same pictures byte for byte", async () => {
    const { owner, deckId } = await designedDeck();
    const first = await exportZip(owner.id, deckId);
    const importer = await makeUser("Gran");
    // The import takes the upload's bytes to its worker (the buffer moves): it gets a copy here.
    const imported = await importDeck(importer.id, { requestKey: key(), file: Buffer.from(first) });
    expect(imported).toMatchObject({ name: "Animal Snap", renamedFrom: null, replayed: false });

    const [before, after] = [await unzip(first), await unzip(await exportZip(importer.id, imported.deckId))];
    const [was, is] = [normalisedExport(before.get("deck.json")!.toString("utf8")), normalisedExport(after.get("deck.json")!.toString("utf8"))];
    // The new deck's member is who imported it; everything else is as it was.
    expect([was.members, is.members]).toEqual([[{ name: "Mum", role: "OWNER" }], [{ name: "Gran", role: "OWNER" }]]);
    expect({ ...is, members: was.members }).toEqual(was);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [name, bytes] of before) if (name !== "deck.json") expect(after.get(name)!.equals(bytes)).toBe(true);

    expect(await looks(importer.id, imported.deckId)).toEqual(await looks(owner.id, deckId));
    // The story says who made each change, as it did; the importer recorded it here.
    const story = await db.deckDesignEvent.findMany({ where: { deckId: imported.deckId } });
    expect(story.every((e) => e.recordedByName === "Mum" && e.recordedById === importer.id && e.requestKey === `import:design:${e.seq}`)).toBe(true);
  });

  it("a deck without pictures comes back from its deck.json alone, and from an export made before pictures travelled (version 1)", async () => {
    const owner = await makeUser("Mum");
    const { deckId } = await makeDeck(owner.id, { players: ["Mum", "Sam"] });
    await uploadBackImage(owner.id, { deckId, bytes: makePng(400, 560) });
    const zip = await unzip(await exportZip(owner.id, deckId));
    const doc = JSON.parse(zip.get("deck.json")!.toString("utf8")) as Doc;
    const back = zip.get(doc.pictures[0].file)!;

    // deck.json alone, without its back picture (a deck with no pictures at all).
    const plain = { ...doc, backImage: null, pictures: [] };
    const fromJson = await importDeck(owner.id, { requestKey: key(), file: Buffer.from(JSON.stringify(plain)) });
    expect(await db.card.count({ where: { deckId: fromJson.deckId } })).toBe(52);

    // An older export: version 1, its back picture inside the JSON.
    const older = firstVersionOf(doc, zip);
    const fromOlder = await importDeck(owner.id, { requestKey: key(), file: Buffer.from(JSON.stringify(older)) });
    expect((await db.deckBackImage.findUniqueOrThrow({ where: { deckId: fromOlder.deckId } })).bytes).toEqual(new Uint8Array(back));

    // A deck with pictures can't come back without them.
    expect(await refusal(importDeck(owner.id, { requestKey: key(), file: zip.get("deck.json")! }))).toEqual({
      status: 400,
      message: "This export's deck has 1 picture, which come in its .zip: import the .zip that “Download the deck” made, not its deck.json alone.",
    });
  });

  it("names a deck whose name is already one of yours for the day it was imported, and says so", async () => {
    const owner = await makeUser("Mum");
    const { deckId } = await makeDeck(owner.id, { players: ["Mum", "Sam"] });
    const name = (await db.deck.findUniqueOrThrow({ where: { id: deckId } })).name;
    const text = await readText((await exportDeckJson(owner.id, deckId)).stream);
    const again = await importDeck(owner.id, { requestKey: key(), file: Buffer.from(text) });
    expect(again.renamedFrom).toBe(name);
    expect(again.name).toMatch(new RegExp(`^${name} \\(imported \\d{1,2} [A-Z][a-z]{2} \\d{4}\\)$`));
    expect((await db.deck.findUniqueOrThrow({ where: { id: again.deckId } })).name).toBe(again.name);
    const third = await importDeck(owner.id, { requestKey: key(), file: Buffer.from(text) });
    expect(third.name).toBe(again.name.replace(/\)$/, ", 2)"));
    // Someone else has no deck of that name: theirs keeps it.
    const other = await importDeck((await makeUser("Gus")).id, { requestKey: key(), file: Buffer.from(text) });
    expect(other).toMatchObject({ name, renamedFrom: null });
  });
});

describe("a .zip that isn't a deck's export is refused, saying what and where, and nothing is written", () => {
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let files: Map<string, Buffer>;
  let doc: Doc;
  let smallJpeg: Uint8Array;
  beforeAll(async () => {
    smallJpeg = new Uint8Array(await sharp({ create: { width: 300, height: 400, channels: 3, background: "#336699" } }).jpeg().toBuffer());
    const designed = await designedDeck();
    owner = designed.owner;
    files = await unzip(await exportZip(owner.id, designed.deckId));
    doc = JSON.parse(files.get("deck.json")!.toString("utf8")) as Doc;
  });
  /** The export's files, changed, zipped again by hand. */
  const zipped = (change: (entries: { name: string; data: Uint8Array; deflate?: boolean; says?: number }[], doc: Doc) => void) => {
    const copy = structuredClone(doc);
    const entries = [...files].filter(([name]) => name !== "deck.json").map(([name, data]) => ({ name, data: new Uint8Array(data) }));
    change(entries, copy);
    return makeZip([{ name: "deck.json", data: Buffer.from(JSON.stringify(copy)), deflate: true }, ...entries]);
  };
  const firstJpeg = () => doc.pictures.find((p: Doc) => p.type === "image/jpeg");
  type Entries = Parameters<Parameters<typeof zipped>[0]>[0];
  /** Puts `bytes` in place of a picture, listed honestly: its name, sha256 and size, and every reference to it. */
  const replacePicture = (entries: Entries, d: Doc, picture: Doc, bytes: Uint8Array) => {
    const old = { ...picture };
    const fresh = sha256(bytes);
    const swap = (value: string | null) => (value === old.sha256 ? fresh : value);
    const listed = d.pictures.find((p: Doc) => p.sha256 === old.sha256);
    Object.assign(listed, { sha256: fresh, bytes: bytes.length, file: `pictures/${fresh}.jpg` });
    Object.assign(entries.find((e) => e.name === old.file)!, { name: listed.file, data: bytes });
    for (const art of d.arts) Object.assign(art, { picture: swap(art.picture), print: swap(art.print), screen: swap(art.screen) });
    d.backImage.picture = swap(d.backImage.picture);
  };
  const keptPicture = () => doc.pictures.find((p: Doc) => p.sha256 === doc.arts.find((a: Doc) => a.picture !== null).picture);

  const cases: [string, () => Buffer, number, RegExp][] = [
    [
      "a zip bomb: deck.json says it holds a kilobyte and inflates to 20 MB",
      () => makeZip([{ name: "deck.json", data: new Uint8Array(20 * 1024 * 1024), deflate: true, says: 1024 }]),
      400,
      /^This \.zip's “deck\.json” holds more than the 1,024 bytes it says it does: the file is damaged or made to overwhelm the server, so nothing was imported\.$/,
    ],
    [
      "a zip bomb that says what it holds: pictures of 200 MB",
      () => zipped((entries) => entries.push({ name: `pictures/${"a".repeat(64)}.jpg`, data: new Uint8Array(1024), deflate: true, says: 200 * 1024 * 1024 })),
      413,
      /^This \.zip's pictures take more than 192\.0 MB once unzipped/,
    ],
    [
      "a path outside pictures/",
      () => zipped((entries) => entries.push({ name: "../../etc/cron.d/evil", data: Buffer.from("* * * * * root rm -rf /") })),
      400,
      /^This \.zip holds “\.\.\/\.\.\/etc\/cron\.d\/evil”, which a deck export never does: it holds deck\.json and its pictures, named pictures\/<sha256>\.jpg or \.png, nothing else\.$/,
    ],
    [
      "two files of one name",
      () => zipped((entries) => entries.push({ ...entries[0]! })),
      400,
      /^This \.zip holds two files named “pictures\/[0-9a-f]{64}\.(jpg|png)”; a deck export names each file once, so it can't be imported\.$/,
    ],
    [
      "a picture whose bytes aren't the sha256 its name and the document give",
      () =>
        zipped((entries) => {
          const entry = entries.find((e) => e.name === firstJpeg().file)!;
          entry.data = new Uint8Array(entry.data);
          entry.data[entry.data.length - 3]! ^= 0xff;
        }),
      400,
      /^This export isn't consistent: pictures\[\d+\]\.sha256: pictures\/[0-9a-f]{64}\.jpg's bytes have the sha256 [0-9a-f]{64}: it isn't the picture the document names\.$/,
    ],
    [
      "a disguised file: a web page named as a JPEG, listed with its own sha256",
      () => zipped((entries, d) => replacePicture(entries, d, firstJpeg(), Buffer.from("<!doctype html><script>alert(1)</script>"))),
      400,
      /^This export isn't consistent: pictures\[\d+\]\.type: pictures\/[0-9a-f]{64}\.jpg isn't a JPEG picture: its bytes are no picture's\.$/,
    ],
    [
      "a damaged picture crops were cut from, listed honestly",
      () => zipped((entries, d) => replacePicture(entries, d, keptPicture(), files.get(keptPicture().file)!.subarray(0, 4000))),
      400,
      /^This export's picture pictures\/[0-9a-f]{64}\.jpg can't be used: The picture looks like a JPEG but it is damaged, so it can't be used\./,
    ],
    [
      "a crop's print picture that isn't what the app cuts (a small JPEG in its place)",
      () => zipped((entries, d) => replacePicture(entries, d, d.pictures.find((p: Doc) => p.sha256 === d.arts[0].print), smallJpeg)),
      400,
      /^This export's picture pictures\/[0-9a-f]{64}\.jpg can't be used: It is 300 × 400 pixels; a crop's print picture is a JPEG of \d+ × \d+ pixels for a whole card, as the app cuts it\.$/,
    ],
    [
      "a picture the document names that the .zip doesn't hold",
      () => zipped((entries) => entries.splice(entries.findIndex((e) => e.name === firstJpeg().file), 1)),
      400,
      /^This export isn't consistent: pictures\[\d+\]\.file: pictures\/[0-9a-f]{64}\.jpg isn't in the \.zip\.$/,
    ],
    [
      "a crop naming a picture the document doesn't list",
      () => zipped((_, d) => (d.arts[0].print = "f".repeat(64))),
      400,
      /^This export isn't consistent: arts\[0\]\.print: names no picture of this file \(f{64}\)\.$/,
    ],
    [
      "a card showing a crop of another deck (an id that isn't the file's)",
      () => zipped((_, d) => (d.cards[0].artId = "someone-elses-art")),
      400,
      /^This export isn't consistent: cards\[0\]\.artId: its design story gives "[^"]+", the card says "someone-elses-art"\.$/,
    ],
  ];
  for (const [what, file, status, message] of cases) {
    it(`refuses ${what}`, async () => {
      const before = await counts();
      const refused = await refusal(importDeck(owner.id, { requestKey: key(), file: file() }));
      expect(refused.message).toMatch(message);
      expect(refused.status).toBe(status);
      expect(await counts()).toEqual(before);
    });
  }

  it("refuses a .zip without deck.json, and one that is damaged", async () => {
    const picture = [...files].find(([name]) => name !== "deck.json")!;
    expect((await refusal(importDeck(owner.id, { requestKey: key(), file: makeZip([{ name: picture[0], data: picture[1] }]) }))).message).toMatch(/^This \.zip has no deck\.json, so it isn't a deck export/);
    const cut = (await exportZip(owner.id, (await db.deck.findFirstOrThrow({ where: { members: { some: { userId: owner.id } } } })).id)).subarray(0, 5000);
    expect((await refusal(importDeck(owner.id, { requestKey: key(), file: cut }))).message).toMatch(/^This \.zip is damaged \(.+\), so it can't be read as a deck export\.$/);
  });
});
