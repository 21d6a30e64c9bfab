import { DECK_LIMITS } from "@/lib/decks/schemas";

/**
 * What one import may bring, each limit said in its refusal. The deck's own limits are the forms'
 * (lib/decks/schemas.ts); the history's are far above what a family writes in many years, and
 * below what would keep a worker busy for long:
 * - events: a deck has at most 208 cards and a card holds one word, so even a deck played every day
 *   for ten years, with its corrections and lost cards, has a few thousand events. The benchmark's
 *   deck "kept for years" has 100,000; 200,000 is twice that (about 60 MB of export, the file limit,
 *   for events alone).
 * - games and their moves: 20,000 games is five a day for ten years; every move is replayed by the
 *   rules when the file is checked, so moves in all the games are capped at 1,000,000.
 * - depth: the export's own JSON is at most 7 levels deep; 20 leaves room and refuses a file made
 *   only to be deep.
 */
export const IMPORT_LIMITS = {
  bytes: 64 * 1024 * 1024,
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
 * The largest export file an import reads. A deck's export grows by about 800 bytes an event with
 * its games: the benchmark's 75,000-event deck, with its games and their moves, is about 60 MB; its
 * 100,000-event deck (2,000 games) is 78 MB and is refused. A family's deck of many years has a
 * few thousand events: a few megabytes.
 */
export const IMPORT_MAX_BYTES = IMPORT_LIMITS.bytes;
/**
 * How fast an upload is read: faster than most home connections send (a 64 MB file in 4 s), slow
 * enough that two arriving at once over a local network leave the thread to everyone else.
 */
export const IMPORT_UPLOAD_BYTES_PER_SECOND = 16 * 1024 * 1024;
export const IMPORT_TOO_LARGE = "That file is too large: a deck export can be at most 64 MB.";
