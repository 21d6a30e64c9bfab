/**
 * Table Snap, a house variant (docs/rules.md, "Table Snap").
 *
 * Each player turns cards from a face-down draw pile onto their own face-up pile on the table.
 * A match is any two face-up tops of the same rank, whenever they were turned; the first right
 * "Snap!" wins every card on the table. Won cards go face-up onto the winner's won pile, which is
 * turned over (keeping order) when the draw pile is empty. A false Snap puts that player out until
 * the cards on the table are collected: they neither shout nor turn (if everyone who could turn is
 * out, they all come back in). Collect the whole deck to win; a player with no cards anywhere is out.
 * If nobody can turn a card any more (every card is in the face-up piles and none matched), the
 * next turn action has each player pick up their own face-up pile, turned over, as their draw pile;
 * the player whose turn it was turns next if they now have cards, else the turn passes on.
 */
import { RuleError } from "./errors";
import { breakTie } from "./shouts";
import {
  admitTurn,
  applyWith,
  baseState,
  closeShouts,
  dealHands,
  endGame,
  endWithMostCards,
  faceDownView,
  ids,
  limitReached,
  newPlayer,
  nextSeat,
  opening,
  playingSeat,
  receiveShout,
  retire,
  seatPlayer,
  tick,
  top,
  turnOver,
  viewWith,
  type ActionHandlers,
  type CommonConfig,
  type Emit,
} from "./engine";
import type { BasePlayer, BaseState, Card, EndReason, GameAction, Ruleset, Step } from "./types";

export interface TablePlayer extends BasePlayer {
  draw: Card[];
  faceUp: Card[];
  /** Won cards, face up, in the order they were won. */
  won: Card[];
  sittingOut: boolean;
}

export interface TableState extends BaseState {
  kind: "table";
  players: TablePlayer[];
}

export type TableConfig = CommonConfig;

export function startTableGame(config: TableConfig): Step<TableState> {
  const base = baseState("table", config);
  const hands = dealHands(base, config.deck, config.players.length);
  const state: TableState = {
    ...base,
    players: config.players.map((setup, seat) => ({ ...newPlayer(setup), draw: hands[seat] ?? [], faceUp: [], won: [], sittingOut: false })),
  };
  return opening(state, (player) => player.draw.length);
}

/** Whether any two face-up tops on the table have the same rank, whenever they were turned. */
function isMatch(state: TableState): boolean {
  if (state.phase !== "turn" && state.phase !== "shouts") return false;
  const ranks = new Set<string>();
  for (const player of state.players) {
    const rank = top(player.faceUp)?.rank;
    if (rank === undefined) continue;
    if (ranks.has(rank)) return true;
    ranks.add(rank);
  }
  return false;
}

function rightCalls(state: TableState, playerId: string): string[] {
  const player = state.players.find((p) => p.id === playerId);
  return player !== undefined && !player.sittingOut && isMatch(state) ? ["snap"] : [];
}

function mistakenCalls(state: TableState, playerId: string): string[] {
  const player = state.players.find((p) => p.id === playerId);
  return player === undefined || player.sittingOut || state.lastTurnedBy === null || isMatch(state) ? [] : ["snap"];
}

/** "snap", unless the player is sitting out until the table is collected. */
function callsOffered(state: TableState, playerId: string): string[] {
  const player = state.players.find((p) => p.id === playerId);
  return player?.status === "playing" && !player.sittingOut ? ["snap"] : [];
}

function cardCounts(state: TableState): Record<string, number> {
  return Object.fromEntries(state.players.map((p) => [p.id, p.draw.length + p.won.length + p.faceUp.length]));
}

/** The result as it stands: whoever holds most cards wins (a limit reached, or the game ended early). */
function endAsItStands(draft: TableState, emit: Emit, reason: EndReason): void {
  endWithMostCards(draft, emit, reason, cardCounts(draft));
}

function canTurn(state: TableState, seat: number): boolean {
  const player = seatPlayer(state.players, seat);
  return player.status === "playing" && !player.sittingOut && player.draw.length + player.won.length > 0;
}

function bringBackIn(draft: TableState, emit: Emit): void {
  const back = draft.players.filter((p) => p.sittingOut);
  if (back.length === 0) return;
  for (const player of back) player.sittingOut = false;
  emit({ type: "backIn", playerIds: back.map((p) => p.id) });
}

/** Passes the turn to the left; if everyone who could turn is sitting out, they all come back. */
function passTurn(draft: TableState, from: number, emit: Emit): void {
  let next = nextSeat(draft, from, (seat) => canTurn(draft, seat));
  if (next === null && draft.players.some((p) => p.sittingOut)) {
    bringBackIn(draft, emit);
    next = nextSeat(draft, from, (seat) => canTurn(draft, seat));
  }
  draft.current = next ?? nextSeat(draft, from, (seat) => draft.players[seat]?.status === "playing") ?? from;
}

function pickUpFaceUpPiles(draft: TableState, seat: number, emit: Emit): void {
  for (const player of draft.players) {
    if (player.status !== "playing" || player.faceUp.length === 0) continue;
    player.draw = player.faceUp;
    player.faceUp = [];
    emit({ type: "stackTakenUp", playerId: player.id, cards: player.draw.length });
  }
  if (!canTurn(draft, seat)) passTurn(draft, seat, emit);
}

function turnCard(draft: TableState, playerId: string, atMs: number, emit: Emit): void {
  const seat = admitTurn(draft, playerId);
  const reached = limitReached(draft, atMs);
  if (reached !== null) return endAsItStands(draft, emit, reached);
  if (draft.players.every((_, s) => !canTurn(draft, s))) return pickUpFaceUpPiles(draft, seat, emit);
  const player = seatPlayer(draft.players, seat);
  if (player.draw.length === 0) {
    player.draw = player.won;
    player.won = [];
    emit({ type: "stackTakenUp", playerId: player.id, cards: player.draw.length });
  }
  const turned = turnOver(draft, seat, player.draw, player.faceUp, player.id, emit);
  player.draw = turned.from;
  player.faceUp = turned.onto;
  passTurn(draft, seat, emit);
}

function resolve(draft: TableState, emit: Emit): void {
  const winning = breakTie(closeShouts(draft, emit), draft);
  const winner = seatPlayer(draft.players, playingSeat(draft, winning.playerId));
  const piles = draft.players.filter((p) => p.faceUp.length > 0);
  const cards = piles.flatMap((p) => p.faceUp);
  for (const pile of piles) pile.faceUp = [];
  winner.won = [...winner.won, ...cards];
  emit({ type: "snapWon", playerId: winner.id, piles: piles.map((p) => p.id), cardIds: ids(cards), atMs: draft.nowMs });
  bringBackIn(draft, emit);
  draft.players.forEach((player, seat) => {
    if (player.status === "playing" && cardCounts(draft)[player.id] === 0) retire(draft, seat, emit);
  });
  const left = draft.players.filter((p) => p.status === "playing");
  if (left.length === 1) {
    return endGame(draft, emit, { winners: left.map((p) => p.id), reason: "deckCollected", cardCounts: cardCounts(draft) });
  }
  passTurn(draft, draft.lastTurnedBy ?? draft.current, emit);
}

function shout(draft: TableState, action: Extract<GameAction, { type: "shout" }>, emit: Emit): void {
  const player = seatPlayer(draft.players, playingSeat(draft, action.playerId));
  if (player.sittingOut) {
    throw new RuleError("SITTING_OUT", `${player.name} is out until the cards on the table are collected.`);
  }
  if (!receiveShout(draft, action, emit, () => rightCalls(draft, player.id))) {
    player.sittingOut = true;
    emit({ type: "sittingOut", playerId: player.id });
    passTurn(draft, draft.lastTurnedBy ?? draft.current, emit);
  }
}

/** A working copy for one step (see engine.ts step): new state and players. */
function draftTable(state: TableState): TableState {
  return {
    kind: "table",
    phase: state.phase,
    current: state.current,
    lastTurnedBy: state.lastTurnedBy,
    rng: state.rng,
    turns: state.turns,
    startedAtMs: state.startedAtMs,
    nowMs: state.nowMs,
    shouts: state.shouts,
    tieWindowMs: state.tieWindowMs,
    falseStartMs: state.falseStartMs,
    limits: state.limits,
    winners: state.winners,
    loser: state.loser,
    endReason: state.endReason,
    players: state.players.map(
      (p): TablePlayer => ({ id: p.id, name: p.name, status: p.status, lockedOut: p.lockedOut, draw: p.draw, faceUp: p.faceUp, won: p.won, sittingOut: p.sittingOut }),
    ),
  };
}

const tableHandlers: ActionHandlers<TableState> = {
  draft: draftTable,
  turn: (draft, { playerId, atMs }, emit) => turnCard(draft, playerId, atMs, emit),
  shout,
  resolveShouts: resolve,
  tick: (draft, emit) => tick(draft, (reason) => endAsItStands(draft, emit, reason)),
  endAsItStands,
};

export function applyTableAction(state: TableState, action: GameAction): Step<TableState> {
  return applyWith(state, action, "Table Snap", tableHandlers);
}

export const tableRules: Ruleset<TableState> = {
  kind: "table",
  apply: applyTableAction,
  rightCalls,
  callsOffered,
  mistakenCalls,
  cardCounts,
  allCards: (state) => state.players.flatMap((p) => [...p.draw, ...p.faceUp, ...p.won]),
  wordsWanted: () => null,
  tableView: (state) => viewWith(draftTable(state), (view) => view.players.forEach((p) => (p.draw = faceDownView(p.draw)))),
};
