import { createHash } from "node:crypto";
import { invalid } from "@/lib/decks/errors";
import { pictureFileName, type DeckExport } from "@/lib/history/export/schema";
import { pictureLimitPassed } from "@/lib/limits/deck-pictures";
import { DECK_PICTURES } from "@/lib/limits/limits";
import { artBoxKindOf } from "@/lib/print/art-box";
import { backImageKind } from "@/lib/print/back-image";
import { refuse } from "./refusal";

const MB = 1024 * 1024;
const BOX_WORDS = { FULL: "a whole card", PANEL: "a standard card's panel" } as const;

/** Each value of `field` appears once in `items`. */
function unique<T>(items: readonly T[], part: string, field: keyof T & string) {
  const seen = new Set<unknown>();
  items.forEach((item, i) => {
    if (seen.has(item[field])) throw refuse(`${part}[${i}].${field}`, `${JSON.stringify(item[field])} appears twice`);
    seen.add(item[field]);
  });
}

/**
 * The design as the app keeps it (what no field's schema can see): every picture the document
 * lists is named pictures/<its sha256>.<jpg|png> and used by a crop or the back; every crop's
 * pictures are listed ones; each card shows a crop of its own kind of box (a whole card for a
 * custom card, the panel for a standard one); the design story runs 1…n without gaps to
 * deck.designSeq, each change names the file's own cards and crops as its kind has them, and
 * replaying it gives each card the crop it shows and the change that gave it (deck.lookSeq the last
 * change of look); prints come before deck.designSeq; and the pictures the cards show fit in what a
 * deck may keep (DECK_PICTURES, the upload's own rule). Linear in the design's size.
 */
export function checkDesign(file: DeckExport): void {
  unique(file.pictures, "pictures", "sha256");
  unique(file.arts, "arts", "id");
  const pictures = new Map(file.pictures.map((p) => [p.sha256, p]));
  const used = new Set<string>();
  const picture = (sha256: string, where: string) => {
    if (!pictures.has(sha256)) throw refuse(where, `names no picture of this file (${sha256})`);
    used.add(sha256);
  };
  file.pictures.forEach((p, i) => {
    const named = pictureFileName(p.sha256, p.type);
    if (p.file !== named) throw refuse(`pictures[${i}].file`, `a ${p.type} picture with that sha256 is named ${JSON.stringify(named)}, not ${JSON.stringify(p.file)}`);
  });

  const arts = new Map(file.arts.map((art) => [art.id, art]));
  file.arts.forEach((art, i) => {
    if (art.picture !== null) picture(art.picture, `arts[${i}].picture`);
    picture(art.print, `arts[${i}].print`);
    picture(art.screen, `arts[${i}].screen`);
  });
  if (file.backImage) {
    picture(file.backImage.picture, "backImage.picture");
    if (pictures.get(file.backImage.picture)!.type !== file.backImage.mime) throw refuse("backImage.mime", `the picture it names is a ${pictures.get(file.backImage.picture)!.type}`);
  }
  file.pictures.forEach((p, i) => {
    if (!used.has(p.sha256)) throw refuse(`pictures[${i}]`, "no crop or back picture of this file uses it");
  });

  const cards = new Map(file.cards.map((card) => [card.id, card]));
  const artFor = (artId: string, cardId: string, where: string) => {
    const art = arts.get(artId);
    if (!art) throw refuse(where, `names no crop of this file (${JSON.stringify(artId)})`);
    const box = artBoxKindOf(cards.get(cardId)!);
    if (art.box !== box) throw refuse(where, `the card ${cards.get(cardId)!.code} shows its picture on ${BOX_WORDS[box]}, but this crop is cut for ${BOX_WORDS[art.box]}`);
  };

  const shown = new Map(file.cards.map((card) => [card.id, { artId: null as string | null, designSeq: 0 }]));
  let lookSeq = 0;
  const labels = new Set(file.deck.kind === "CUSTOM" ? file.cards.map((card) => card.rank) : []);
  file.designEvents.forEach((event, i) => {
    const at = `designEvents[${i}]`;
    if (event.seq !== i + 1) throw refuse(`${at}.seq`, `expected ${i + 1}, found ${event.seq}`);
    if (event.setLabel !== null && !labels.has(event.setLabel)) throw refuse(`${at}.setLabel`, `names no set of this file (${JSON.stringify(event.setLabel)})`);
    if (event.kind === "LOOK_CHANGED") {
      if (event.cardIds.length > 0 || event.artId !== null || event.setLabel !== null) throw refuse(at, "a change of look is of every card: it names no card, set or crop");
      lookSeq = event.seq;
      return;
    }
    if (event.cardIds.length === 0) throw refuse(`${at}.cardIds`, "a picture change names the cards it changed");
    if ((event.kind === "PICTURE_SET") !== (event.artId !== null)) throw refuse(`${at}.artId`, event.kind === "PICTURE_SET" ? "a picture given to cards names its crop" : "a picture taken off names no crop");
    if (event.summary !== null) throw refuse(`${at}.summary`, "only a change of look has a summary");
    const touched = new Set<string>();
    event.cardIds.forEach((cardId, j) => {
      const where = `${at}.cardIds[${j}]`;
      if (!cards.has(cardId)) throw refuse(where, `names no card of this file (${JSON.stringify(cardId)})`);
      if (touched.has(cardId)) throw refuse(where, `${JSON.stringify(cardId)} is named twice`);
      touched.add(cardId);
      if (event.artId !== null) artFor(event.artId, cardId, `${at}.artId`);
      shown.set(cardId, { artId: event.artId, designSeq: event.seq });
    });
  });
  if (file.deck.designSeq !== file.designEvents.length) throw refuse("deck.designSeq", `expected ${file.designEvents.length} (the number of design changes), found ${file.deck.designSeq}`);
  if (file.deck.lookSeq !== lookSeq) throw refuse("deck.lookSeq", `expected ${lookSeq} (the last change of look), found ${file.deck.lookSeq}`);
  file.cards.forEach((card, i) => {
    const replayed = shown.get(card.id)!;
    if (card.artId !== replayed.artId) throw refuse(`cards[${i}].artId`, `its design story gives ${JSON.stringify(replayed.artId)}, the card says ${JSON.stringify(card.artId)}`);
    if (card.designSeq !== replayed.designSeq) throw refuse(`cards[${i}].designSeq`, `its design story gives ${replayed.designSeq}, the card says ${card.designSeq}`);
  });
  file.prints.forEach((print, p) => {
    if (print.designSeq > file.deck.designSeq) throw refuse(`prints[${p}].designSeq`, `${print.designSeq} is past the last design change (${file.deck.designSeq})`);
  });

  const kept = new Set(file.cards.flatMap((card) => (card.artId ? [arts.get(card.artId)!.picture] : [])).filter((sha) => sha !== null));
  const keptBytes = [...kept].reduce((sum, sha) => sum + pictures.get(sha!)!.bytes, 0);
  const past = pictureLimitPassed({ pictures: kept.size, bytes: keptBytes });
  if (past === "pictures") throw invalid(`This export's cards show ${kept.size} pictures, but a deck keeps at most ${DECK_PICTURES.kept}: it can't be imported.`);
  if (past === "bytes") {
    throw invalid(`This export's cards show pictures of ${(keptBytes / MB).toFixed(1)} MB, but a deck keeps at most ${DECK_PICTURES.keptBytes / MB} MB of pictures: it can't be imported.`);
  }
}

const TYPE_WORDS = { "image/jpeg": "JPEG", "image/png": "PNG" } as const;

/**
 * The picture files against the document: each one it lists is in the upload (the .zip, or a
 * version 1 file's own JSON), with its length, its sha256 and its type (judged by its bytes, not
 * its name), and the upload holds no picture it doesn't list. A deck with pictures can't be
 * imported from deck.json alone: its pictures come in its .zip. Linear in the pictures' bytes.
 */
export function checkPictureFiles(file: DeckExport, files: ReadonlyMap<string, Uint8Array>, zipped: boolean): void {
  const listed = new Set(file.pictures.map((p) => p.file));
  if (!zipped && file.pictures.some((p) => !files.has(p.file))) {
    throw invalid(
      `This export's deck has ${file.pictures.length} picture${file.pictures.length === 1 ? "" : "s"}, which come in its .zip: import the .zip that “Download the deck” made, not its deck.json alone.`,
    );
  }
  file.pictures.forEach((p, i) => {
    const bytes = files.get(p.file);
    if (!bytes) throw refuse(`pictures[${i}].file`, `${p.file} isn't in the .zip`);
    if (bytes.length !== p.bytes) throw refuse(`pictures[${i}].bytes`, `${p.file} has ${bytes.length} bytes, the document says ${p.bytes}`);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (sha256 !== p.sha256) throw refuse(`pictures[${i}].sha256`, `${p.file}'s bytes have the sha256 ${sha256}: it isn't the picture the document names`);
    const kind = backImageKind(bytes);
    const found = kind === "png" ? "image/png" : kind === "jpeg" ? "image/jpeg" : null;
    if (found !== p.type) throw refuse(`pictures[${i}].type`, `${p.file} isn't a ${TYPE_WORDS[p.type]} picture: its bytes are ${found ? `a ${TYPE_WORDS[found]}'s` : "no picture's"}`);
  });
  for (const name of files.keys()) {
    if (!listed.has(name)) throw refuse("pictures", `the .zip holds ${name}, which the document doesn't list`);
  }
}
