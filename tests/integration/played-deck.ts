import { db } from "@/lib/db/client";
import { createJudgeStore } from "@/lib/games/online/judge-store";
import { createRoom } from "@/lib/games/online/rooms/create-room";
import { startRoom } from "@/lib/games/online/rooms/start-room";
import { recordActions } from "@/lib/games/screen/record-actions";
import { openingStep, rulesFor, screenGameSetupSchema, type ScreenGameSetup } from "@/lib/games/screen/setup";
import { startScreenGame, type StartInput } from "@/lib/games/screen/start-screen-game";
import { endTableSession } from "@/lib/games/table/end-table-session";
import { recordTableSnap } from "@/lib/games/table/record-table-snap";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { undoLastTableSnap } from "@/lib/games/table/undo-last-table-snap";
import { playBotGame, type GameAction } from "@/lib/rules";
import { key, makeDeck, makeUser } from "./deck-helpers";

/**
 * The whole game, every seat's shouts played by a bot through the rules, as a screen would send its
 * moves; a person's seat writes that person's own words when it wins a snap.
 */
function botMoves(setup: ScreenGameSetup, maxActions = 4000): GameAction[] {
  const bots = Object.fromEntries(setup.seats.map((s, i) => [s.id, { pace: s.pace ?? "quick", mistakeRate: 0.1, seed: `${i}:${setup.seed}` }]));
  let written = 0;
  const people = new Set(setup.seats.filter((s) => s.kind === "person").map((s) => s.id));
  const ownWords = (playerId: string, cardIds: string[]) =>
    people.has(playerId) ? Object.fromEntries(cardIds.map((cardId) => [cardId, `Word${String.fromCharCode(65 + (written % 26))}${++written}`])) : null;
  return playBotGame(rulesFor(setup), openingStep(setup), bots, { maxActions, ownWords }).actions;
}

const setupOf = async (gameId: string) => screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);

async function recordInBatches(userId: string, gameId: string, actions: GameAction[]) {
  for (let i = 0; i < actions.length; i += 400) await recordActions(userId, { gameId, fromIndex: i, actions: actions.slice(i, i + 400) });
}

/**
 * A deck that has played every kind of game the app plays, as the app itself records them: Snap
 * Legacy (won snaps writing words), Classic Snap with Animals, Table Snap and Irish Snap on one
 * screen, a Snap Legacy game left unfinished, a table companion session with an undone snap, and a
 * game played online (its room's judge recording the moves).
 * Every game is dealt from a fixed deal number, so it plays the same in every run: about 1 random
 * deal in 150 of a two-player Snap Legacy game doesn't end within botMoves' 4,000 moves.
 */
export async function deckOfEveryGame() {
  const owner = await makeUser("Mum");
  const { deckId, players, cards } = await makeDeck(owner.id, { players: ["Mum", "Sam", "Gran"] });
  const [mum, sam] = players;
  const person = (p: { id: string }) => ({ kind: "person" as const, playerId: p.id });
  const games: Omit<StartInput, "deckId" | "requestKey">[] = [
    { game: "legacy", seats: [person(mum!), person(sam!)], matchSuits: true, timeLimitMinutes: null, turnLimit: null, falseStartMs: 100, seed: 11 },
    { game: "classic", seats: [person(mum!), person(sam!), { kind: "bot", pace: "normal" }], classic: { variant: "animals", onlyOwners: false }, matchSuits: false, timeLimitMinutes: null, turnLimit: null, falseStartMs: 100, seed: 12 },
    { game: "table", seats: [person(sam!), { kind: "bot", pace: "quick" }], matchSuits: false, timeLimitMinutes: null, turnLimit: 120, falseStartMs: 100, seed: 13 },
    { game: "irish", seats: [person(mum!), { kind: "bot", pace: "relaxed" }], matchSuits: false, timeLimitMinutes: null, turnLimit: null, falseStartMs: 100, seed: 14 },
  ];
  for (const game of games) {
    const { gameId } = await startScreenGame(owner.id, { deckId, requestKey: key(), ...game });
    await recordInBatches(owner.id, gameId, botMoves(await setupOf(gameId)));
  }
  const { gameId: unfinished } = await startScreenGame(owner.id, { deckId, requestKey: key(), seats: [person(mum!), person(sam!)], seed: 15 });
  const rest = botMoves(await setupOf(unfinished));
  await recordInBatches(owner.id, unfinished, rest.slice(0, 40));

  const { gameId: session } = await startTableSession(owner.id, { deckId, requestKey: key(), players: [mum!.id, sam!.id], matchSuits: false });
  const blank = cards.filter((c) => c.word === null);
  const pairs = [...new Set(blank.map((c) => c.rank))].map((rank) => blank.filter((c) => c.rank === rank)).filter((same) => same.length >= 2);
  const snap = async (winner: { id: string }, [a, b]: typeof blank, words: [string, string]) => {
    const fresh = await db.card.findMany({ where: { id: { in: [a!.id, b!.id] } } });
    const toWrite = [a!, b!].filter((c) => fresh.find((f) => f.id === c.id)?.word === null);
    await recordTableSnap(owner.id, {
      deckId,
      gameId: session,
      requestKey: key(),
      winnerPlayerId: winner.id,
      onTableCardId: a!.id,
      justPlayedCardId: b!.id,
      words: toWrite.map((c, i) => ({ cardId: c.id, word: words[i]! })),
    });
  };
  await snap(mum!, pairs[0]!, ["Kettle", "Teapot"]);
  await snap(sam!, pairs[1]!, ["Otter", "Moose"]);
  await undoLastTableSnap(owner.id, { deckId, gameId: session, requestKey: key() });
  await snap(sam!, pairs[2]!, ["Pickle", "Marble"]);
  await endTableSession(owner.id, { deckId, gameId: session });

  const { roomId } = await createRoom(owner.id, { deckId, requestKey: key(), game: "legacy", seats: [person(mum!), { kind: "bot", pace: "normal" }], hostPlayerId: mum!.id, seed: 16 });
  const { gameId: online } = await startRoom(owner.id, { roomId });
  const setup = await setupOf(online);
  const store = createJudgeStore({ roomId, gameId: online, deckId, hostId: owner.id, setup });
  const moves = botMoves(setup);
  for (let i = 0; i < moves.length; i += 200) await store.record(i, moves.slice(i, i + 200), new Set());

  return { owner, deckId, players, cards, unfinished, unfinishedRest: rest.slice(40), online, session };
}
