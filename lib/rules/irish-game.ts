/**
 * Irish Snap, a shedding game (docs/rules.md, "Irish Snap").
 *
 * Each player holds a face-down pile (hand[0] is the next card) and flips it onto one centre pile
 * while the table counts Ace, Two, … King, Ace. When the flipped card's rank is the rank called,
 * everyone must slap: the phase becomes "shouts" and stays there until resolveShouts, which the host
 * sends when every player has slapped or the slap window has closed. Anyone who missed takes the
 * centre pile (if several missed, the seed picks one); otherwise the last to slap does (slaps within
 * the tie window of the slowest are a tie, broken by the seed). A slap when the rank was not called
 * is false and that player takes the pile at once. Taken cards go to the bottom of the collector's
 * pile, the count resets to Ace and play resumes to the collector's left. A player whose pile is
 * empty leaves safely once any slap on their final card is resolved; the last player holding cards
 * loses. With a turn or time limit the player holding most cards loses and those with fewest win.
 */
import { PACES } from "./bots";
import { RuleError } from "./errors";
import { pick } from "./random";
import { breakTie, slowestShouts } from "./shouts";
import {
  admitTurn,
  applyWith,
  baseState,
  dealHands,
  endGame,
  faceDownView,
  ids,
  limitReached,
  newPlayer,
  nextSeat,
  opening,
  receiveShout,
  stillPlaying,
  tick,
  seatOf,
  seatPlayer,
  turnOver,
  viewWith,
  type ActionHandlers,
  type CommonConfig,
  type Emit,
} from "./engine";
import type { BasePlayer, BaseState, Card, EndReason, GameAction, Ruleset, Step } from "./types";

export const COUNT: readonly string[] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

/**
 * How long, in game time, everyone has to slap a called rank before the host closes the slap.
 * Four spreads past a relaxed bot's mean reaction, so a relaxed bot nearly always makes it; a
 * person slower than that has missed the slap and collects the pile.
 */
export const SLAP_WINDOW_MS = PACES.relaxed.meanMs + 4 * PACES.relaxed.sdMs;

export interface IrishPlayer extends BasePlayer {
  hand: Card[];
}

export interface IrishState extends BaseState {
  kind: "irish";
  players: IrishPlayer[];
  /** The centre pile; the last card is the top. */
  centre: Card[];
  /** Index in COUNT of the rank the table calls for the next card. */
  count: number;
  /** Whether the card on top was flipped on its called rank, so everyone must slap. */
  slapDue: boolean;
}

export type IrishConfig = CommonConfig;

export function startIrishGame(config: IrishConfig): Step<IrishState> {
  if (config.deck.some((card) => !COUNT.includes(card.rank))) {
    throw new RuleError("BAD_CONFIG", "Irish Snap counts Ace to King, so it needs a deck of standard ranks.");
  }
  const base = baseState("irish", config);
  const hands = dealHands(base, config.deck, config.players.length);
  const state: IrishState = {
    ...base,
    players: config.players.map((setup, seat) => ({ ...newPlayer(setup), hand: hands[seat] ?? [] })),
    centre: [],
    count: 0,
    slapDue: false,
  };
  return opening(state, (player) => player.hand.length);
}

function cardCounts(state: IrishState): Record<string, number> {
  return Object.fromEntries(state.players.map((p) => [p.id, p.hand.length]));
}

const isPlaying = (state: IrishState) => (seat: number) => state.players[seat]?.status === "playing";

/** Players whose pile is empty leave safely; the last one holding cards loses. */
function settle(draft: IrishState, from: number, emit: Emit): void {
  for (const player of draft.players) {
    if (player.status === "playing" && player.hand.length === 0) {
      player.status = "finished";
      player.lockedOut = false;
      emit({ type: "playerFinished", playerId: player.id });
    }
  }
  const holding = draft.players.filter((p) => p.status === "playing");
  if (holding.length <= 1) {
    const loser = holding[0]?.id ?? null;
    const winners = draft.players.filter((p) => p.id !== loser).map((p) => p.id);
    return endGame(draft, emit, { winners, loser, reason: "lastHolder", cardCounts: cardCounts(draft) });
  }
  draft.current = nextSeat(draft, from, isPlaying(draft)) ?? from;
}

/** The result as it stands (a limit reached, or the game ended early): whoever holds most cards
 *  loses, and whoever holds fewest wins. */
function endAsItStands(draft: IrishState, emit: Emit, reason: EndReason): void {
  const counts = cardCounts(draft);
  const fewest = Math.min(...draft.players.map((p) => counts[p.id] ?? 0));
  const most = Math.max(...draft.players.map((p) => counts[p.id] ?? 0));
  const winners = draft.players.filter((p) => counts[p.id] === fewest).map((p) => p.id);
  const losers = draft.players.filter((p) => counts[p.id] === most).map((p) => p.id);
  endGame(draft, emit, { winners, loser: most > fewest ? pick(draft, losers) : null, reason, cardCounts: counts });
}

function turnCard(draft: IrishState, playerId: string, atMs: number, emit: Emit): void {
  const seat = admitTurn(draft, playerId);
  const reached = limitReached(draft, atMs);
  if (reached !== null) return endAsItStands(draft, emit, reached);
  const player = seatPlayer(draft.players, seat);
  const { card, from, onto } = turnOver(draft, seat, player.hand, draft.centre, "centre", emit);
  player.hand = from;
  draft.centre = onto;
  const called = COUNT[draft.count] as string;
  draft.count = (draft.count + 1) % COUNT.length;
  emit({ type: "countCalled", rank: called });
  draft.slapDue = card.rank === called;
  if (draft.slapDue) {
    draft.phase = "shouts";
    draft.current = nextSeat(draft, seat, isPlaying(draft)) ?? seat;
  } else {
    settle(draft, seat, emit);
  }
}

function collect(draft: IrishState, seat: number, reason: "lastToSlap" | "missedSlap" | "falseSlap", emit: Emit): void {
  const collector = seatPlayer(draft.players, seat);
  const cards = draft.centre;
  draft.centre = [];
  collector.hand = [...collector.hand, ...cards];
  draft.count = 0;
  draft.slapDue = false;
  draft.shouts = [];
  draft.phase = "turn";
  emit({ type: "pileCollected", playerId: collector.id, cardIds: ids(cards), reason });
  settle(draft, seat, emit);
}

function resolve(draft: IrishState, emit: Emit): void {
  if (!draft.slapDue) throw new RuleError("NOTHING_TO_RESOLVE", "There is no slap to resolve.");
  const missed = draft.players.flatMap((p, seat) => (p.status === "playing" && !draft.shouts.some((s) => s.playerId === p.id) ? [seat] : []));
  if (missed.length > 0) return collect(draft, pick(draft, missed), "missedSlap", emit);
  const slowest = slowestShouts(draft.shouts, draft.tieWindowMs);
  if (slowest.length > 1) {
    emit({ type: "shoutsTied", playerIds: slowest.map((s) => s.playerId), reactionMs: slowest.map((s) => s.reactionMs) });
  }
  collect(draft, seatOf(draft, breakTie(slowest, draft).playerId), "lastToSlap", emit);
}

function slap(draft: IrishState, action: Extract<GameAction, { type: "shout" }>, emit: Emit): void {
  const right = receiveShout(draft, action, emit, () => (draft.slapDue ? [action.call] : []));
  if (!right && draft.centre.length > 0) {
    collect(draft, draft.players.findIndex((p) => p.id === action.playerId), "falseSlap", emit);
  }
}

/** A working copy for one step (see engine.ts step): new state and players. */
function draftIrish(state: IrishState): IrishState {
  return {
    kind: "irish",
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
    players: state.players.map((p): IrishPlayer => ({ id: p.id, name: p.name, status: p.status, lockedOut: p.lockedOut, hand: p.hand })),
    centre: state.centre,
    count: state.count,
    slapDue: state.slapDue,
  };
}

const irishHandlers: ActionHandlers<IrishState> = {
  draft: draftIrish,
  turn: (draft, { playerId, atMs }, emit) => turnCard(draft, playerId, atMs, emit),
  shout: slap,
  resolveShouts: resolve,
  tick: (draft, emit) => tick(draft, (reason) => endAsItStands(draft, emit, reason)),
  endAsItStands,
};

export function applyIrishAction(state: IrishState, action: GameAction): Step<IrishState> {
  return applyWith(state, action, "Irish Snap", irishHandlers);
}

export const irishRules: Ruleset<IrishState> = {
  kind: "irish",
  apply: applyIrishAction,
  rightCalls: (state, playerId) =>
    state.slapDue && state.players.some((p) => p.id === playerId && p.status === "playing") ? ["slap"] : [],
  callsOffered: (state, playerId) => (stillPlaying(state, playerId) ? ["slap"] : []),
  mistakenCalls: (state) => (!state.slapDue && state.centre.length > 0 ? ["slap"] : []),
  cardCounts,
  allCards: (state) => [...state.players.flatMap((p) => p.hand), ...state.centre],
  wordsWanted: () => null,
  tableView: (state) => viewWith(draftIrish(state), (view) => view.players.forEach((p) => (p.hand = faceDownView(p.hand)))),
};
