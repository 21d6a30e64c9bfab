import { createHash } from "node:crypto";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/decks/errors";
import type { Tx } from "@/lib/decks/history";
import type { Crop } from "@/lib/print/art-box";
import { designEventAuthor } from "@/lib/designs/design-events";
import { pictureFileName, type DeckExportFile, type PictureType } from "./schema";
import { requestedKindOf } from "@/lib/designs/picture-change-kind";

type File = DeckExportFile;

/** Where the zip finds a picture file's bytes when its turn comes: a row's column, or bytes already read. */
export type PictureSource =
  | { kind: "picture"; id: string }
  | { kind: "art-print"; id: string }
  | { kind: "art-screen"; id: string }
  | { kind: "bytes"; bytes: Uint8Array };

/** One picture file of the export, with where its bytes are. */
export interface PictureFile {
  sha256: string;
  type: PictureType;
  bytes: number;
  source: PictureSource;
}

/** The deck's small parts as one moment saw them, and where its long parts (history, games, pictures' bytes) are. */
export interface DeckSnapshot extends Pick<File, "deck" | "members" | "players" | "cards" | "prints" | "backImage" | "arts" | "designEvents" | "pictures"> {
  deck: File["deck"] & { id: string; historySeq: number; name: string };
  /** The games that existed at that moment, oldest first: read later, a batch at a time. */
  gameIds: string[];
  /** Every picture file the document lists, each once, with where to read it: read later, one at a time. */
  pictureFiles: PictureFile[];
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

interface ArtRow {
  id: string;
  box: "FULL" | "PANEL";
  crop: Crop;
  createdAt: Date;
  pictureId: string | null;
  picture: string | null;
  pictureBytes: number | null;
  print: string;
  printBytes: number;
  screen: string;
  screenBytes: number;
}

/**
 * The deck's crops with the sha256 and length of each of their pictures, which PostgreSQL works out
 * without sending the bytes: the picture a crop was cut from (while it is kept) and its print and
 * screen pictures. Oldest first. Cost: one pass over the deck's pictures' bytes, in the database.
 */
function artsWithDigests(tx: Tx, deckId: string): Promise<ArtRow[]> {
  return tx.$queryRaw<ArtRow[]>`
    SELECT a."id", a."box"::text AS "box", a."crop", a."createdAt", a."pictureId",
           encode(sha256(p."bytes"), 'hex') AS "picture", octet_length(p."bytes") AS "pictureBytes",
           encode(sha256(a."printBytes"), 'hex') AS "print", octet_length(a."printBytes") AS "printBytes",
           encode(sha256(a."screenBytes"), 'hex') AS "screen", octet_length(a."screenBytes") AS "screenBytes"
    FROM "card_arts" a LEFT JOIN "deck_pictures" p ON p."id" = a."pictureId" AND p."deckId" = a."deckId"
    WHERE a."deckId" = ${deckId}
    ORDER BY a."createdAt", a."id"`;
}

/**
 * The deck's design story, one entry per change (the rows of one change share its number): the
 * cards it touched in deck order, who made it and when.
 */
async function designStory(tx: Tx, deckId: string): Promise<File["designEvents"]> {
  const rows = await tx.deckDesignEvent.findMany({
    where: { deckId },
    orderBy: [{ seq: "asc" }, { card: { position: "asc" } }],
    select: { seq: true, kind: true, cardId: true, artId: true, setLabel: true, summary: true, createdAt: true, recordedByName: true, recordedBy: { select: { name: true } } },
  });
  const story: File["designEvents"] = [];
  for (const row of rows) {
    const last = story.at(-1);
    if (last?.seq === row.seq) {
      if (row.cardId) last.cardIds.push(row.cardId);
      continue;
    }
    story.push({
      seq: row.seq,
      // What was asked: a moved crop is a picture given, told as moved again when imported (plan-import.ts).
      kind: requestedKindOf(row.kind),
      cardIds: row.cardId ? [row.cardId] : [],
      artId: row.artId,
      setLabel: row.setLabel,
      summary: row.summary,
      recordedBy: designEventAuthor(row),
      createdAt: iso(row.createdAt),
    });
  }
  return story;
}

/** Each picture file once (two crops cut alike, or a picture uploaded twice, share one), in the order first named. */
function pictureFilesOf(arts: ArtRow[], back: PictureFile | null): PictureFile[] {
  const files = new Map<string, PictureFile>();
  const add = (file: PictureFile) => files.has(file.sha256) || files.set(file.sha256, file);
  for (const art of arts) {
    if (art.picture && art.pictureId) add({ sha256: art.picture, type: "image/jpeg", bytes: Number(art.pictureBytes), source: { kind: "picture", id: art.pictureId } });
    add({ sha256: art.print, type: "image/jpeg", bytes: Number(art.printBytes), source: { kind: "art-print", id: art.id } });
    add({ sha256: art.screen, type: "image/jpeg", bytes: Number(art.screenBytes), source: { kind: "art-screen", id: art.id } });
  }
  if (back) add(back);
  return [...files.values()];
}

/**
 * Reads everything of a deck that stays small (a deck has at most a few hundred cards and players,
 * a print now and then, its crops and design story) in one repeatable-read transaction, so the
 * cards' words are exactly what the history up to deck.historySeq says, and their pictures what
 * the design story up to deck.designSeq says: a word written while the export streams is neither in
 * the cards nor in the events. Events are append-only, so reading them later up to historySeq gives
 * the same rows; crops never change, so their pictures are read later by id. Each query is bounded
 * by the deck's size, not its history's; the pictures' sha256 are worked out by the database.
 */
export async function readDeckSnapshot(deckId: string): Promise<DeckSnapshot> {
  return db.$transaction(
    async (tx) => {
      const deck = await tx.deck.findUnique({
        where: { id: deckId },
        select: { id: true, name: true, kind: true, stage: true, design: true, setupDeal: true, createdAt: true, historySeq: true, timeZone: true, designSeq: true, lookSeq: true, wordsInFont: true },
      });
      if (!deck) throw notFound();
      const [members, players, cards, prints, image, games, arts, designEvents] = await Promise.all([
        tx.deckMember.findMany({ where: { deckId }, orderBy: [{ createdAt: "asc" }, { userId: "asc" }], select: { role: true, user: { select: { name: true } } } }),
        tx.player.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
        tx.card.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
        tx.deckPrint.findMany({ where: { deckId }, orderBy: [{ printedAt: "asc" }, { id: "asc" }], include: { printedBy: { select: { name: true } } } }),
        tx.deckBackImage.findUnique({ where: { deckId }, select: { bytes: true, mime: true, width: true, height: true } }),
        tx.game.findMany({ where: { deckId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } }),
        artsWithDigests(tx, deckId),
        designStory(tx, deckId),
      ]);
      const back: PictureFile | null = image
        ? { sha256: sha256Of(image.bytes), type: image.mime as PictureType, bytes: image.bytes.length, source: { kind: "bytes", bytes: image.bytes } }
        : null;
      const pictureFiles = pictureFilesOf(arts, back);
      return {
        deck: {
          ...deck,
          design: deck.design as File["deck"]["design"],
          setupDeal: deck.setupDeal as File["deck"]["setupDeal"],
          createdAt: iso(deck.createdAt),
        },
        members: members.map((m) => ({ name: m.user.name, role: m.role })),
        players: players.map((p) => ({ id: p.id, name: p.name, colour: p.colour, position: p.position, archivedAt: isoOrNull(p.archivedAt), createdAt: iso(p.createdAt) })),
        cards: cards.map((c) => ({
          id: c.id,
          position: c.position,
          code: c.code,
          rank: c.rank,
          suit: c.suit as File["cards"][number]["suit"],
          colour: c.colour,
          status: c.status,
          word: c.word,
          updatedSeq: c.updatedSeq,
          artId: c.artId,
          designSeq: c.designSeq,
        })),
        prints: prints.map((p) => ({
          printedBy: p.printedByName ?? p.printedBy.name,
          printedAt: iso(p.printedAt),
          historySeq: p.historySeq,
          designSeq: p.designSeq,
          cardIds: p.cardIds as string[],
          cardCount: p.cardCount,
          pageCount: p.pageCount,
          options: p.options as File["prints"][number]["options"],
        })),
        backImage: image && back ? { picture: back.sha256, mime: back.type, width: image.width, height: image.height } : null,
        arts: arts.map((a) => ({ id: a.id, box: a.box, crop: a.crop, picture: a.picture, print: a.print, screen: a.screen, createdAt: iso(a.createdAt) })),
        designEvents,
        pictures: pictureFiles.map((f) => ({ file: pictureFileName(f.sha256, f.type), sha256: f.sha256, type: f.type, bytes: f.bytes })),
        gameIds: games.map((g) => g.id),
        pictureFiles,
      };
    },
    { isolationLevel: "RepeatableRead" },
  );
}
