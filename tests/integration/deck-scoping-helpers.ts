// Two families, each with a deck of its own, for trying every verb of one deck with the other
// deck's ids: Alice's family (deck A, the one asking) and Bob's (deck B, the one that must stay
// out of reach). Deck B has words, a picture, games, a table snap, an invite, a member and a room.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { createInvite } from "@/lib/decks/invites";
import { readSetupDeal } from "@/lib/decks/setup";
import { writeWords } from "@/lib/decks/write-words";
import { uploadCardPicture } from "@/lib/designs/upload-card-picture";
import { createRoom } from "@/lib/games/online/rooms/create-room";
import { checkpointAfter } from "@/lib/games/screen/replay-game";
import { openingStep, rulesFor, type ScreenGameSetup } from "@/lib/games/screen/setup";
import { startScreenGame } from "@/lib/games/screen/start-screen-game";
import { recordTableSnap } from "@/lib/games/table/record-table-snap";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { DEFAULT_FALSE_START_MS, DEFAULT_TIE_WINDOW_MS, type GameAction, type LegacyState } from "@/lib/rules";
import { makePng } from "../unit/print/png";
import { key, makeDeck, makeMember, makeUser } from "./deck-helpers";

/** What deck B's family wrote: none of it may ever reach deck A's members. */
export const DECK_B_SECRETS = ["Zebra", "Quokka", "Narwhal", "Axolotl", "Bertha", "Boris", "Bob's deck"];

/** The ids a verb can name: deck B's real ones, or ones that name nothing at all. */
export interface Ids {
  deck: string;
  /** A card with a word (and a picture). */
  card: string;
  player: string;
  screenGame: string;
  tableGame: string;
  picture: string;
  art: string;
  invite: string;
  /** A member's account (not the owner). */
  member: string;
  room: string;
  /** One of the room's seats (a deck player's id). */
  seat: string;
}

/** An id of the same shape as the app's (cuid-like), naming nothing. */
const unknownId = () => `c${randomUUID().replaceAll("-", "").slice(0, 24)}`;

export function unknownIds(): Ids {
  return {
    deck: unknownId(),
    card: unknownId(),
    player: unknownId(),
    screenGame: unknownId(),
    tableGame: unknownId(),
    picture: unknownId(),
    art: unknownId(),
    invite: unknownId(),
    member: unknownId(),
    room: unknownId(),
    seat: unknownId(),
  };
}

/** Two cards of the same rank in a deck's cards, both blank (a match for a table snap). */
function pairOfRank(cards: { id: string; rank: string; word: string | null }[], skip: ReadonlySet<string> = new Set()) {
  const blank = cards.filter((c) => c.word === null && !skip.has(c.id));
  for (const card of blank) {
    const other = blank.find((c) => c.id !== card.id && c.rank === card.rank);
    if (other) return [card, other] as const;
  }
  throw new Error("no pair of blank cards of one rank");
}

export async function twoFamilies() {
  const alice = await makeUser("Alice");
  const deckA = await makeDeck(alice.id, { players: ["Ann", "Alf"], name: "Alice's deck" });
  const setupDeckA = await makeDeck(alice.id, { players: ["Ann", "Alf"], name: "Alice's new deck", start: "setup" });
  const aliceTable = await startTableSession(alice.id, { deckId: deckA.deckId, requestKey: key(), players: deckA.players.map((p) => p.id) });
  const aliceRoom = await createRoom(alice.id, {
    deckId: deckA.deckId,
    requestKey: key(),
    seats: [{ kind: "person", playerId: deckA.players[0]!.id }, { kind: "bot", pace: "quick" }],
    hostPlayerId: deckA.players[0]!.id,
  });

  const bob = await makeUser("Bob");
  const deckB = await makeDeck(bob.id, { players: ["Bertha", "Boris"], name: "Bob's deck" });
  const [bertha, boris] = deckB.players;
  const [zebra, quokka] = deckB.cards;
  await writeWords(bob.id, {
    deckId: deckB.deckId,
    requestKey: key(),
    kind: "IMPORT",
    writes: [
      { cardId: zebra!.id, word: "Zebra", playerId: bertha!.id },
      { cardId: quokka!.id, word: "Quokka", playerId: boris!.id },
    ],
  });
  const picture = await uploadCardPicture(bob.id, { deckId: deckB.deckId, bytes: makePng(320, 320), target: { kind: "cards", cardIds: [zebra!.id] }, requestKey: key() });
  const bobScreen = await startScreenGame(bob.id, { deckId: deckB.deckId, requestKey: key(), seats: [{ kind: "person", playerId: bertha!.id }, { kind: "bot", pace: "quick" }] });
  const bobTable = await startTableSession(bob.id, { deckId: deckB.deckId, requestKey: key(), players: [bertha!.id, boris!.id] });
  const [onTable, justPlayed] = pairOfRank(deckB.cards, new Set([zebra!.id, quokka!.id]));
  await recordTableSnap(bob.id, {
    deckId: deckB.deckId,
    gameId: bobTable.gameId,
    requestKey: key(),
    winnerPlayerId: bertha!.id,
    onTableCardId: onTable.id,
    justPlayedCardId: justPlayed.id,
    words: [
      { cardId: onTable.id, word: "Narwhal" },
      { cardId: justPlayed.id, word: "Axolotl" },
    ],
  });
  const invite = await createInvite(bob.id, { deckId: deckB.deckId, role: "EDITOR", expiresInDays: 7 });
  const bea = await makeMember(deckB.deckId, "Bea", "EDITOR");
  const bobRoom = await createRoom(bob.id, {
    deckId: deckB.deckId,
    requestKey: key(),
    seats: [{ kind: "person", playerId: bertha!.id }, { kind: "person", playerId: boris!.id }],
    hostPlayerId: bertha!.id,
  });

  const theirs: Ids = {
    deck: deckB.deckId,
    card: zebra!.id,
    player: bertha!.id,
    screenGame: bobScreen.gameId,
    tableGame: bobTable.gameId,
    picture: picture.pictureId!,
    art: picture.artId!,
    invite: invite.inviteId,
    member: bea.id,
    room: bobRoom.roomId,
    seat: boris!.id,
  };
  const deal = readSetupDeal((await db.deck.findUniqueOrThrow({ where: { id: setupDeckA.deckId } })).setupDeal);
  const ann = setupDeckA.players[0]!.id;
  return {
    alice,
    bob,
    theirs,
    ours: {
      ...deckA,
      tableGame: aliceTable.gameId,
      matchingPair: pairOfRank(deckA.cards),
      room: aliceRoom,
      setupDeck: { deckId: setupDeckA.deckId, playerId: ann, dealt: deal[ann]! },
    },
  };
}

export type Families = Awaited<ReturnType<typeof twoFamilies>>;

/** Everything a deck holds that a verb could change, to show that nothing of it did. */
export async function everythingOf(deckId: string) {
  const [deck, cards, players, events, designEvents, games, invites, members, pictures, arts, prints, rooms] = await Promise.all([
    db.deck.findUniqueOrThrow({ where: { id: deckId }, select: { name: true, stage: true, design: true, historySeq: true, designSeq: true, lookSeq: true } }),
    db.card.findMany({ where: { deckId }, orderBy: { position: "asc" }, select: { id: true, word: true, status: true, artId: true, updatedSeq: true, designSeq: true } }),
    db.player.findMany({ where: { deckId }, orderBy: { position: "asc" }, select: { id: true, name: true, archivedAt: true } }),
    db.wordEvent.count({ where: { deckId } }),
    db.deckDesignEvent.count({ where: { deckId } }),
    db.game.findMany({
      where: { deckId },
      orderBy: { id: "asc" },
      select: { id: true, status: true, actionCount: true, checkpoint: true, result: true, endedAt: true, _count: { select: { actions: true, shouts: true } } },
    }),
    db.deckInvite.findMany({ where: { deckId }, orderBy: { id: "asc" }, select: { id: true, revokedAt: true } }),
    db.deckMember.findMany({ where: { deckId }, orderBy: { userId: "asc" }, select: { userId: true, role: true } }),
    db.deckPicture.count({ where: { deckId } }),
    db.cardArt.count({ where: { deckId } }),
    db.deckPrint.count({ where: { deckId } }),
    db.onlineRoom.findMany({
      where: { deckId },
      orderBy: { id: "asc" },
      select: { id: true, status: true, paused: true, gameId: true, setup: true, seats: { orderBy: { seatId: "asc" } }, _count: { select: { watchers: true } } },
    }),
  ]);
  return { deck, cards, players, events, designEvents, games, invites, members, pictures, arts, prints, rooms };
}

/** Which of deck B's words and names a reply carries (none, always). */
export function secretsIn(reply: unknown): string[] {
  const text = typeof reply === "string" ? reply : JSON.stringify(reply) ?? "";
  return DECK_B_SECRETS.filter((secret) => text.includes(secret) || text.includes(secret.replace("'", "&#x27;")));
}

/**
 * A game of the attacker's deck whose stored setup deals a card of another deck, as a forged file
 * would have it: written straight into the database (the import refuses such a file). Two players,
 * two cards of one rank: the other deck's card (shown blank, as the forger doesn't know its word)
 * and one of their own.
 */
export function forgedSetup(options: {
  players: { id: string; name: string; colour: string }[];
  theirCard: { id: string; rank: string; suit: string | null };
  ourCard: { id: string; rank: string; suit: string | null };
}): ScreenGameSetup {
  return {
    game: "legacy",
    seats: options.players.map((p) => ({ id: p.id, name: p.name, colour: p.colour, kind: "person" as const })),
    deck: [options.theirCard, options.ourCard].map((c) => ({ id: c.id, rank: c.rank, suit: c.suit ?? "", word: null })),
    seed: 1,
    matchSuits: false,
    timeLimitMs: null,
    turnLimit: null,
    tieWindowMs: DEFAULT_TIE_WINDOW_MS,
    falseStartMs: DEFAULT_FALSE_START_MS,
    matchesStay: true,
    calledPilesStay: true,
    classic: null,
  };
}

export async function writeForgedGame(deckId: string, createdById: string, mode: "SCREEN" | "ONLINE", setup: ScreenGameSetup) {
  return db.game.create({
    data: { deckId, mode, setup: setup as object, checkpoint: checkpointAfter(setup, []) as object, creationKey: key(), createdById },
  });
}

/**
 * Turn, turn (the two cards of one rank meet), a shout, the shouting closed, and the winner's words
 * on both blank cards: each move as the screen sends it, judged by the rules as they go.
 */
export function aWonSnap(setup: ScreenGameSetup): GameAction[] {
  const rules = rulesFor(setup);
  let state = openingStep(setup).state as LegacyState;
  const moves: GameAction[] = [];
  const play = (move: GameAction) => {
    moves.push(move);
    state = rules.apply(state, move).state as LegacyState;
  };
  play({ type: "turn", playerId: state.players[state.current]!.id, atMs: 1000 });
  play({ type: "turn", playerId: state.players[state.current]!.id, atMs: 2000 });
  play({ type: "shout", playerId: state.players[0]!.id, call: "Snap!", reactionMs: 400, atMs: 2400 });
  play({ type: "resolveShouts", atMs: 2400 + setup.tieWindowMs + 1 });
  const due = state.wordsDue!;
  play({ type: "writeWords", playerId: due.playerId, words: Object.fromEntries(due.cardIds.map((id, i) => [id, ["Mine", "Ours"][i]!])), atMs: 3000 });
  return moves;
}
