// A family with something on every page, for the layout check (tests/support/every-page.ts): two
// accounts (the deck's owner and a viewer), a deck with words, players, games, a table session,
// invites and online rooms, made through the app's own lib functions on the browser tests' shared
// database (the test stubs DATABASE_URL first), so each page opens in the state that matters most
// for its layout: six seats, three words on the table, a words dialog waiting to be written.
import { randomUUID } from "node:crypto";
import { newEmailChangeLink, EMAIL_CHANGE_LIFETIME_MS } from "@/lib/accounts/email-change-link";
import { createResetLink } from "@/lib/auth/create-reset-link";
import { db } from "@/lib/db/client";
import { createDeck } from "@/lib/decks/create-deck";
import { acceptInvite, createInvite } from "@/lib/decks/invites";
import { PLAYER_COLOURS } from "@/lib/decks/player-colours";
import { writeWords } from "@/lib/decks/write-words";
import { createRoom } from "@/lib/games/online/rooms/create-room";
import { joinRoomSeat } from "@/lib/games/online/rooms/join-room-seat";
import { startRoom } from "@/lib/games/online/rooms/start-room";
import { recordActions } from "@/lib/games/screen/record-actions";
import { checkpointAfter } from "@/lib/games/screen/replay-game";
import { rulesFor, type ScreenGameSetup, type ScreenState } from "@/lib/games/screen/setup";
import { screenSetupFrom, startScreenGame, startScreenGameSchema } from "@/lib/games/screen/start-screen-game";
import { recordTableSnap } from "@/lib/games/table/record-table-snap";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { mayTurn, type GameAction } from "@/lib/rules";
import { makeAccount } from "./made-in-database";

/** The family at the table: six players, as a family names them. */
export const PLAYERS = ["Mum", "Dad", "Grandma Rose", "Alexander", "Poppy", "Sebastian"] as const;
/** Words the family wrote on their real deck (entered on the words page), short and long. */
const WORDS = [
  "Teapot", "Rocket", "Wombat", "Lighthouse", "Marmalade", "Hippopotamus", "Butterscotch", "Thunderstorm", "Spaghetti", "Dinosaur",
  "Pineapple", "Trampoline", "Broccoli", "Kangaroo", "Custard", "Penguin", "Waffles", "Crocodile", "Jellyfish", "Moonbeam",
  "Pancake", "Sausage", "Volcano", "Caterpillar", "Sandcastle", "Bubblegum", "Snowflake", "Meatballs",
];

export interface Account {
  id: string;
  name: string;
  email: string;
  password: string;
}

export interface LayoutFamily {
  owner: Account;
  viewer: Account;
  deckId: string;
  /** A deck still in its twelve-card setup. */
  setupDeckId: string;
  /** A card with a word and a story. */
  cardId: string;
  /** Mum, as a player of the deck. */
  playerId: string;
  games: {
    /** Six people at one screen, every stack with a card on top, three of them with (different)
     *  words: each person has four calls to choose from; nothing to call yet. */
    threeWords: string;
    /** Six people at one screen, a snap just won: its winner's words dialog waits. */
    wordsDue: string;
    /** A game played with the real cards, one snap recorded. */
    table: string;
  };
  /** Links for the viewer: one to the deck they are in already, one asking them to edit it. */
  invites: { viewer: string; editor: string };
  /** Six seats each: in the lobby (one seat still free) and playing (three people, three bots). */
  rooms: { lobby: Room; playing: Room };
  /** A device without an account that took Poppy's seat in each room: its token, by room id. */
  guestTokens: Record<string, string>;
  /** The owner's links from email: a password reset and a new email address to confirm. */
  resetPath: string;
  confirmEmailPath: string;
}

export interface Room {
  id: string;
  code: string;
}

const key = (what: string) => `layout-${what}-${randomUUID()}`;

/**
 * A write carrying a request key, tried once more if it fails: on a machine busy with other tests a
 * transaction can outlast Prisma's five seconds, and the key makes the second try write nothing twice.
 */
async function keyed<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch {
    return write();
  }
}

async function account(name: string): Promise<Account> {
  return { ...(await makeAccount(name)), name };
}

/**
 * Actions on `setup` from its deal until `done` says the state is the one wanted: each seat turns in
 * order, and when a card makes a match a person shouts the right call (`shouter`) and the shouting
 * closes. Null when the game never gets there in 200 cards.
 */
function playUntil(setup: ScreenGameSetup, done: (state: ScreenState) => boolean, shouter?: string): GameAction[] | null {
  const rules = rulesFor(setup);
  let state = checkpointAfter(setup, []).state;
  const actions: GameAction[] = [];
  const play = (action: GameAction) => {
    state = rules.apply(state, action).state;
    actions.push(action);
  };
  for (let card = 0; card < 200 && state.phase !== "over"; card++) {
    if (done(state)) return actions;
    const seat = setup.seats[state.current];
    if (!seat || !mayTurn(state, seat.id)) return null;
    play({ type: "turn", playerId: seat.id, atMs: state.nowMs + 1_500 });
    const call = shouter ? rules.rightCalls(state, shouter)[0] : undefined;
    if (shouter && call !== undefined) {
      play({ type: "shout", playerId: shouter, call, reactionMs: 640, atMs: state.nowMs + 640 });
      play({ type: "resolveShouts", atMs: state.nowMs + state.tieWindowMs + 50 });
    }
  }
  return done(state) ? actions : null;
}

/** The words on top of the stacks, once each. */
function wordsOnTop(state: ScreenState): string[] {
  if (state.kind !== "legacy") return [];
  return [...new Set(state.players.flatMap((p) => p.stack.at(-1)?.word ?? []))];
}

/**
 * A game of Snap Legacy for the six players, dealt with the first deal number whose game `reach`
 * can play to the state wanted, and played there on the deck's record (its moves judged again by
 * the server's rules, as a screen's are).
 */
async function gameOfSix(ownerId: string, deckId: string, players: { id: string }[], reach: (setup: ScreenGameSetup) => GameAction[] | null): Promise<string> {
  const [deck, deckPlayers, cards] = await Promise.all([
    db.deck.findUniqueOrThrow({ where: { id: deckId }, select: { stage: true, kind: true } }),
    db.player.findMany({ where: { deckId, archivedAt: null } }),
    db.card.findMany({ where: { deckId, status: "IN_DECK" }, orderBy: { position: "asc" } }),
  ]);
  const seats = players.map((p) => ({ kind: "person" as const, playerId: p.id }));
  for (let seed = 1; seed < 500; seed++) {
    const input = { deckId, requestKey: key("game"), game: "legacy", seats, seed };
    const actions = reach(screenSetupFrom(startScreenGameSchema.parse(input), deck, deckPlayers, cards, []));
    if (actions === null) continue;
    const { gameId } = await keyed(() => startScreenGame(ownerId, input));
    if (actions.length > 0) await keyed(() => recordActions(ownerId, { gameId, fromIndex: 0, actions }));
    return gameId;
  }
  throw new Error("No deal of the first 500 reaches the state wanted.");
}

/** Makes the whole family: accounts, decks, games, a table session, invites, rooms and links. */
export async function makeLayoutFamily(): Promise<LayoutFamily> {
  const [owner, viewer] = await Promise.all([account("Charlotte Henderson"), account("David Henderson")]);
  const players = PLAYERS.map((name, i) => ({ name, colour: PLAYER_COLOURS[i]! }));
  const deckInput = { requestKey: key("deck"), name: "Grandma’s Kitchen Table Deck", composition: { kind: "standard", missing: ["9C"] }, players, start: "existing" };
  const setupDeckInput = { requestKey: key("setup-deck"), name: "Holiday Cottage Deck", composition: { kind: "standard", missing: [] }, players: players.slice(0, 3), start: "setup" };
  const { deckId } = await keyed(() => createDeck(owner.id, deckInput));
  const { deckId: setupDeckId } = await keyed(() => createDeck(owner.id, setupDeckInput));

  const [cards, deckPlayers] = await Promise.all([
    db.card.findMany({ where: { deckId, status: "IN_DECK" }, orderBy: { position: "asc" }, select: { id: true, rank: true } }),
    db.player.findMany({ where: { deckId }, orderBy: { position: "asc" }, select: { id: true, name: true } }),
  ]);
  const playerId = (name: string) => deckPlayers.find((p) => p.name === name)!.id;
  // Every other card gets a word, by each player in turn: the rest stay blank for snaps to write on.
  const worded = cards.filter((_, i) => i % 2 === 0).slice(0, WORDS.length);
  const wordsInput = {
    deckId,
    requestKey: key("words"),
    kind: "IMPORT",
    writes: worded.map((card, i) => ({ cardId: card.id, word: WORDS[i]!, playerId: deckPlayers[i % deckPlayers.length]!.id })),
  };
  await keyed(() => writeWords(owner.id, wordsInput));

  const threeWords = await gameOfSix(owner.id, deckId, deckPlayers, (setup) =>
    playUntil(setup, (state) => state.turns >= PLAYERS.length && wordsOnTop(state).length === 3 && rulesFor(setup).rightCalls(state, setup.seats[0]!.id).length === 0),
  );
  const wordsDue = await gameOfSix(owner.id, deckId, deckPlayers, (setup) =>
    playUntil(setup, (state) => rulesFor(setup).wordsWanted(state) !== null, playerId("Grandma Rose")),
  );

  // At the kitchen table: Dad wins a snap of two blank cards of one rank and writes on both.
  const tableInput = { deckId, requestKey: key("table"), players: [playerId("Mum"), playerId("Dad"), playerId("Poppy")] };
  const { gameId: table } = await keyed(() => startTableSession(owner.id, tableInput));
  const blank = cards.filter((c) => !worded.includes(c));
  const pair = blank.flatMap((a) => blank.filter((b) => b.id !== a.id && b.rank === a.rank).map((b) => [a, b] as const))[0]!;
  const snapInput = {
    deckId,
    gameId: table,
    requestKey: key("table-snap"),
    winnerPlayerId: playerId("Dad"),
    onTableCardId: pair[0].id,
    justPlayedCardId: pair[1].id,
    words: [
      { cardId: pair[0].id, word: "Lemonade" },
      { cardId: pair[1].id, word: "Hedgehog" },
    ],
  };
  await keyed(() => recordTableSnap(owner.id, snapInput));

  const viewerInvite = await createInvite(owner.id, { deckId, role: "VIEWER", expiresInDays: 7 });
  await acceptInvite(viewer.id, { token: viewerInvite.token });
  const editorInvite = await createInvite(owner.id, { deckId, role: "EDITOR", expiresInDays: 7 });

  // Two online rooms of six seats: Mum hosts and plays, Dad (the viewer's account) and Poppy (a
  // device without an account) take their seats by the code; Grandma Rose's seat stays free in the
  // lobby, and three bots fill the table that plays.
  const guestTokens: Record<string, string> = {};
  const room = async (people: string[], start: boolean): Promise<Room> => {
    const seats = [...people.map((name) => ({ kind: "person" as const, playerId: playerId(name) })), ...Array.from({ length: 6 - people.length }, () => ({ kind: "bot" as const, pace: "relaxed" as const }))];
    const roomInput = { deckId, requestKey: key("room"), game: "legacy", seats, hostPlayerId: playerId("Mum") };
    const made = await keyed(() => createRoom(owner.id, roomInput));
    await joinRoomSeat({ userId: viewer.id }, { code: made.code, seatId: playerId("Dad") });
    const guest = await joinRoomSeat({ userId: null }, { code: made.code, seatId: playerId("Poppy") });
    guestTokens[made.roomId] = guest.token!;
    if (start) await keyed(() => startRoom(owner.id, { roomId: made.roomId }));
    return { id: made.roomId, code: made.code };
  };
  const lobby = await room(["Mum", "Dad", "Grandma Rose", "Poppy"], false);
  const playing = await room(["Mum", "Dad", "Poppy"], true);

  const resetLink = new URL(await createResetLink(owner.id));
  const change = newEmailChangeLink();
  await db.emailChange.create({
    data: { userId: owner.id, tokenHash: change.tokenHash, newEmail: "charlotte.new@example.com", expiresAt: new Date(Date.now() + EMAIL_CHANGE_LIFETIME_MS) },
  });
  const confirmLink = new URL(change.link);

  return {
    owner,
    viewer,
    deckId,
    setupDeckId,
    cardId: worded[3]!.id,
    playerId: playerId("Mum"),
    games: { threeWords, wordsDue, table },
    invites: { viewer: viewerInvite.token, editor: editorInvite.token },
    rooms: { lobby, playing },
    guestTokens,
    resetPath: `${resetLink.pathname}${resetLink.search}`,
    confirmEmailPath: `${confirmLink.pathname}${confirmLink.search}`,
  };
}
