import { DECK_LIMITS } from "@/lib/decks/schemas";
import { DECK_PICTURES } from "@/lib/limits/limits";

const MB = 1024 * 1024;
/** A crop's pictures an import may bring (each crop has a print and a screen picture). */
const ARTS = 300;

/**
 * What one import may bring, each limit said in its refusal. The deck's own limits are the forms'
 * (lib/decks/schemas.ts) and the picture limits every deck has (lib/limits/limits.ts DECK_PICTURES);
 * the history's are far above what a family writes in many years, and below what would keep a
 * worker busy for long:
 * - events: a deck has at most 208 cards and a card holds one word, so even a deck played every day
 *   for ten years, with its corrections and lost cards, has a few thousand events. The benchmark's
 *   deck "kept for years" has 100,000; 200,000 is twice that (about 60 MB of export, the file limit,
 *   for events alone).
 * - games and their moves: 20,000 games is five a day for ten years; every move is replayed by the
 *   rules when the file is checked, so moves in all the games are capped at 1,000,000.
 * - depth: the export's own JSON is at most 7 levels deep; 20 leaves room and refuses a file made
 *   only to be deep.
 * - pictures (a .zip): the pictures cards show are at most what a deck keeps (60, 150 MB); every crop
 *   ever cut is kept for the design story, so crops are capped at 300 (five for each picture a deck
 *   keeps), each with its print and screen picture; with the back picture, at most 661 files and
 *   192 MB of pictures. The .zip stores pictures as they are (they don't compress), so the .zip is
 *   at most its compressed deck.json and those 192 MB: 256 MB.
 * - design story: 20,000 changes, each of at most the deck's 208 cards.
 */
export const IMPORT_LIMITS = {
  /** The export document: a .json file, or deck.json once unzipped. */
  bytes: 64 * MB,
  /** A .zip file: deck.json compressed and its pictures. */
  zipBytes: 256 * MB,
  /** Every picture of a .zip together, once unzipped. */
  pictureBytes: 192 * MB,
  pictureFiles: 2 * ARTS + DECK_PICTURES.kept + 1,
  arts: ARTS,
  designEvents: 20_000,
  depth: 20,
  cards: DECK_LIMITS.cards,
  players: DECK_LIMITS.players,
  members: 1_000,
  events: 200_000,
  games: 20_000,
  moves: 1_000_000,
  prints: 10_000,
} as const;

/**
 * The largest upload an import reads: a .zip with its pictures. A JSON file (or a .zip's deck.json)
 * is at most IMPORT_LIMITS.bytes: a deck's export grows by about 800 bytes an event with its games:
 * the benchmark's 75,000-event deck, with its games and their moves, is about 60 MB; its
 * 100,000-event deck (2,000 games) is 78 MB and is refused. A family's deck of many years has a few
 * thousand events: a few megabytes.
 */
export const IMPORT_MAX_BYTES = IMPORT_LIMITS.zipBytes;
/**
 * How fast an upload is read: faster than most home connections send (a 64 MB file in 4 s), slow
 * enough that two arriving at once over a local network leave the thread to everyone else.
 */
export const IMPORT_UPLOAD_BYTES_PER_SECOND = 16 * MB;
export const IMPORT_TOO_LARGE = `That file is too large: a deck export can be at most ${IMPORT_LIMITS.zipBytes / MB} MB as a .zip with its pictures, or ${IMPORT_LIMITS.bytes / MB} MB as JSON.`;
/** A JSON file (or a .zip's deck.json) over IMPORT_LIMITS.bytes. */
export const DOCUMENT_TOO_LARGE = `That file is too large: a deck export's JSON (deck.json) can be at most ${IMPORT_LIMITS.bytes / MB} MB.`;
