/**
 * The machinery the Snap games share: copying state for a step, checking an action's player and
 * time, seating order, shouts, limits and the end of a game. Game files hold only their own rules.
 */
import { normaliseShout } from "./legacy";
import { RuleError } from "./errors";
import { seedFrom, shuffleInPlace } from "./random";
import { DEFAULT_TIE_WINDOW_MS, fastestShouts, isFalseStart } from "./shouts";
import type {
  BasePlayer,
  BaseState,
  Card,
  EndReason,
  GameAction,
  GameEvent,
  GameKind,
  Limits,
  PendingShout,
  PlayerSetup,
  Step,
} from "./types";

export type Emit = (event: GameEvent) => void;

/** Settings every game accepts. */
export interface CommonConfig {
  players: PlayerSetup[];
  deck: Card[];
  seed: number | string;
  /** When the game starts (the engine has no clock). */
  atMs: number;
  tieWindowMs?: number;
  /** The false-start floor (docs/rules.md, "A false start"); none when absent. */
  falseStartMs?: number;
  limits?: Limits;
}

/**
 * Runs one step on a working copy of the state, so the caller's state never changes (even on
 * error). The copy comes from the game's own `draft`: a new state and new player objects, whose
 * fields a step may set; everything else is shared with the state given. So the engine never
 * changes an array or a card in place: a step that moves cards puts new arrays in the copy (and a
 * card given a word is a new card). Copying only that much is what keeps the engine fast. Each
 * game's draft is one object literal naming every field of its state (the compiler checks that
 * none is left out): a literal of a fixed shape is much faster to build than a spread or an
 * Object.assign of a state.
 */
function step<S extends BaseState>(state: S, draftOf: (state: S) => S, run: (draft: S, emit: Emit) => void): Step<S> {
  const draft = draftOf(state);
  const events: GameEvent[] = [];
  run(draft, (event) => events.push(event));
  return { state: draft, events };
}

/** Checks what every action must satisfy and moves the game's clock to the action's time. */
function admitAction(draft: BaseState, action: GameAction): void {
  if (draft.phase === "over") throw new RuleError("GAME_OVER", "The game is over.");
  if (!Number.isFinite(action.atMs)) throw new RuleError("BAD_ACTION", "An action needs the time it happened (atMs).");
  if (action.atMs < draft.nowMs) {
    throw new RuleError("TIME_WENT_BACKWARDS", "Actions must arrive in time order.");
  }
  draft.nowMs = action.atMs;
}

/** Seat index of a player (-1 when there is no such player). (A plain function rather than a
 *  closure made on each call: the benchmark runs under tsx, whose names for closures are slow.) */
export function seatOf(state: BaseState, playerId: string): number {
  return state.players.findIndex((player) => player.id === playerId);
}

/** Seat index of a player who is still playing. */
export function playingSeat(state: BaseState, playerId: string): number {
  const seat = state.players.findIndex((player) => player.id === playerId);
  if (seat < 0) throw new RuleError("UNKNOWN_PLAYER", `There is no player "${playerId}" in this game.`);
  if (state.players[seat]?.status !== "playing") {
    throw new RuleError("NOT_PLAYING", `${state.players[seat]?.name ?? playerId} is no longer playing.`);
  }
  return seat;
}

/** Whether this player is in the game and still playing (the only players offered calls). */
export function stillPlaying(state: BaseState, playerId: string): boolean {
  return state.players.some((player) => player.id === playerId && player.status === "playing");
}

export function seatPlayer<P extends BasePlayer>(players: P[], seat: number): P {
  const player = players[seat];
  if (player === undefined) throw new Error(`no seat ${seat}`);
  return player;
}

/** The next seat to the left (the next index, wrapping round) that passes the test. */
export function nextSeat(state: BaseState, from: number, eligible: (seat: number) => boolean): number | null {
  const count = state.players.length;
  for (let offset = 1; offset <= count; offset += 1) {
    const seat = (from + offset) % count;
    if (eligible(seat)) return seat;
  }
  return null;
}

/** Checks the configuration every game shares and builds the common part of the state. */
export function baseState<K extends GameKind>(
  kind: K,
  config: CommonConfig,
  minPlayers = 2,
): Omit<BaseState, "players" | "kind"> & { kind: K } {
  if (config.players.length < minPlayers) {
    throw new RuleError("BAD_CONFIG", `This game needs at least ${minPlayers} players.`);
  }
  const ids = new Set(config.players.map((player) => player.id));
  if (ids.size !== config.players.length) throw new RuleError("BAD_CONFIG", "Each player needs a different id.");
  const cardIds = new Set(config.deck.map((card) => card.id));
  if (cardIds.size !== config.deck.length) throw new RuleError("BAD_CONFIG", "Each card needs a different id.");
  if (config.deck.length < config.players.length) {
    throw new RuleError("BAD_CONFIG", "There are not enough cards for every player.");
  }
  return {
    kind,
    phase: "turn",
    current: 0,
    lastTurnedBy: null,
    rng: seedFrom(config.seed),
    turns: 0,
    startedAtMs: config.atMs,
    nowMs: config.atMs,
    shouts: [],
    tieWindowMs: config.tieWindowMs ?? DEFAULT_TIE_WINDOW_MS,
    ...(config.falseStartMs ? { falseStartMs: config.falseStartMs } : {}),
    limits: config.limits ?? {},
    winners: [],
    loser: null,
    endReason: null,
  };
}

export function newPlayer(setup: PlayerSetup): BasePlayer {
  return { id: setup.id, name: setup.name ?? setup.id, status: "playing", lockedOut: false };
}

/** Shuffles the deck with the game's generator and deals it round the table, one card at a time,
 *  starting with the first seat (so when it does not divide equally the first seats get one more). */
export function dealHands(draft: { rng: number }, deck: Card[], players: number): Card[][] {
  const cards = shuffleInPlace(draft, deck.map((card) => ({ id: card.id, rank: card.rank, suit: card.suit, word: card.word })));
  const hands: Card[][] = Array.from({ length: players }, () => []);
  cards.forEach((card, index) => hands[index % players]?.push(card));
  return hands;
}

/** The opening step of a game: its dealt state and the gameStarted event. */
export function opening<S extends BaseState>(state: S, cardsDealt: (player: S["players"][number]) => number): Step<S> {
  const dealt = Object.fromEntries(state.players.map((player) => [player.id, cardsDealt(player)]));
  const playerIds = state.players.map((player) => player.id);
  return { state, events: [{ type: "gameStarted", kind: state.kind, playerIds, cardsDealt: dealt, atMs: state.startedAtMs }] };
}

/** Which limit, if any, has been reached at this time. */
export function limitReached(state: BaseState, atMs: number): EndReason | null {
  if (state.limits.turns !== undefined && state.turns >= state.limits.turns) return "turnLimit";
  if (state.limits.durationMs !== undefined && atMs - state.startedAtMs >= state.limits.durationMs) return "timeLimit";
  return null;
}

export function endGame(
  draft: BaseState,
  emit: Emit,
  end: { winners: string[]; loser?: string | null; reason: EndReason; cardCounts: Record<string, number> },
): void {
  draft.phase = "over";
  draft.winners = end.winners;
  draft.loser = end.loser ?? null;
  draft.endReason = end.reason;
  draft.shouts = [];
  emit({
    type: "gameOver",
    winners: end.winners,
    loser: draft.loser,
    reason: end.reason,
    cardCounts: end.cardCounts,
    atMs: draft.nowMs,
  });
}

/** Ends the game with whoever holds most cards as the winner (several on a tie). */
export function endWithMostCards(draft: BaseState, emit: Emit, reason: EndReason, cardCounts: Record<string, number>): void {
  const contenders = draft.players.filter((player) => player.status !== "retired").map((player) => player.id);
  const most = Math.max(...contenders.map((id) => cardCounts[id] ?? 0));
  const winners = contenders.filter((id) => (cardCounts[id] ?? 0) === most);
  endGame(draft, emit, { winners, reason, cardCounts });
}

/** The tick action: ends a game whose limit has been reached (with the result as it stands, as the
 *  game's `endAsItStands` decides it), and otherwise changes nothing. */
export function tick(draft: BaseState, endAsItStands: (reason: EndReason) => void): void {
  const reached = limitReached(draft, draft.nowMs);
  if (reached !== null && draft.phase === "turn") endAsItStands(reached);
}

/** Ends the game when one player is left playing. Returns whether it ended. */
export function endIfLastPlayer(draft: BaseState, emit: Emit, cardCounts: () => Record<string, number>): boolean {
  let playing = 0;
  for (const player of draft.players) if (player.status === "playing") playing += 1;
  if (playing > 1) return false;
  const winners = draft.players.filter((player) => player.status === "playing").map((player) => player.id);
  endGame(draft, emit, { winners, reason: "lastPlayer", cardCounts: cardCounts() });
  return true;
}

export function retire(draft: BaseState, seat: number, emit: Emit): void {
  const player = seatPlayer(draft.players, seat);
  player.status = "retired";
  player.lockedOut = false;
  emit({ type: "playerRetired", playerId: player.id });
}

/**
 * Turns the next card of a face-down pile (index 0) onto a face-up pile (its end): every lock-out
 * ends, the shouting starts afresh and the turn is recorded. Returns the card and both piles as
 * new arrays, for the caller to put in place of the old ones.
 */
export function turnOver(
  draft: BaseState,
  seat: number,
  from: readonly Card[],
  onto: readonly Card[],
  pile: string,
  emit: Emit,
): { card: Card; from: Card[]; onto: Card[] } {
  const player = seatPlayer(draft.players, seat);
  const card = from[0];
  if (card === undefined) throw new RuleError("NO_CARDS", `${player.name} has no cards to turn.`);
  for (const each of draft.players) each.lockedOut = false;
  draft.shouts = [];
  draft.turns += 1;
  draft.lastTurnedBy = seat;
  emit({ type: "cardTurned", playerId: player.id, card, pile, turn: draft.turns, atMs: draft.nowMs });
  return { card, from: from.slice(1), onto: [...onto, card] };
}

export type ShoutAction = Extract<GameAction, { type: "shout" }>;

/**
 * Why this player may not shout now, or null when they may: shouting is open (a card is on the
 * table, no words are waiting, the game goes on), they are playing, not locked out by a wrong
 * shout, and have not shouted at this card yet. What a game adds (Table Snap's players sitting
 * out) its calls offered say.
 */
function shoutRefused(state: BaseState, playerId: string): RuleError | null {
  if (state.phase !== "turn" && state.phase !== "shouts") return new RuleError("WRONG_PHASE", "Nobody can shout just now.");
  if (state.turns === 0) return new RuleError("NO_CARD_YET", "No card has been turned yet.");
  const seat = state.players.findIndex((p) => p.id === playerId);
  const player = state.players[seat];
  if (player === undefined) return new RuleError("UNKNOWN_PLAYER", `There is no player "${playerId}" in this game.`);
  if (player.status !== "playing") return new RuleError("NOT_PLAYING", `${player.name} is no longer playing.`);
  if (player.lockedOut) return new RuleError("LOCKED_OUT", `${player.name} shouted wrongly and must wait for the next card.`);
  if (state.shouts.some((shout) => shout.playerId === player.id)) return new RuleError("ALREADY_SHOUTED", `${player.name} has already shouted.`);
  return null;
}

/** Whether this player may shout now (the screens offer their calls only then). */
export function mayShout(state: BaseState, playerId: string): boolean {
  return shoutRefused(state, playerId) === null;
}

/** Whether this player may turn a card now: it is their turn, and no shouts wait. */
export function mayTurn(state: BaseState, playerId: string): boolean {
  return state.phase === "turn" && state.players[state.current]?.id === playerId && state.players[state.current]?.status === "playing";
}

/**
 * Takes a shout: checks who may shout (shoutRefused), judges it against the right calls of the
 * moment, holds a right shout for resolveShouts, locks out a wrong shouter. A false start is a
 * wrong shout, whatever was called. Returns whether the shout was right.
 */
export function receiveShout(
  draft: BaseState,
  action: ShoutAction,
  emit: Emit,
  rightCalls: (seat: number) => string[],
): boolean {
  const refused = shoutRefused(draft, action.playerId);
  if (refused) throw refused;
  if (!Number.isFinite(action.reactionMs) || action.reactionMs < 0) {
    throw new RuleError("BAD_ACTION", "A shout needs a reaction time of zero or more milliseconds.");
  }
  const seat = playingSeat(draft, action.playerId);
  const player = seatPlayer(draft.players, seat);
  const heard = normaliseShout(action.call);
  const falseStart = isFalseStart(draft, action.reactionMs);
  const right = !falseStart && rightCalls(seat).some((call) => normaliseShout(call) === heard);
  emit({
    type: "shoutJudged",
    playerId: player.id,
    shouted: action.call,
    right,
    ...(falseStart ? { falseStart: true as const } : {}),
    reactionMs: action.reactionMs,
    atMs: action.atMs,
  });
  if (right) {
    draft.shouts = [...draft.shouts, { playerId: player.id, call: action.call, reactionMs: action.reactionMs, atMs: action.atMs }];
    draft.phase = "shouts";
  } else {
    player.lockedOut = true;
  }
  return right;
}

/** Turn actions must come from the player whose turn it is, with no shouts waiting. */
export function admitTurn(draft: BaseState, playerId: string): number {
  if (draft.phase === "shouts") throw new RuleError("SHOUTS_PENDING", "The shouts must be resolved first.");
  if (draft.phase !== "turn") throw new RuleError("WRONG_PHASE", "No card can be turned just now.");
  const seat = playingSeat(draft, playerId);
  if (seat !== draft.current) {
    const current = seatPlayer(draft.players, draft.current);
    throw new RuleError("NOT_YOUR_TURN", `It is ${current.name}'s turn to turn a card.`);
  }
  return seat;
}

function admitResolve(draft: BaseState): void {
  if (draft.phase !== "shouts" || draft.shouts.length === 0) {
    throw new RuleError("NOTHING_TO_RESOLVE", "There are no shouts waiting.");
  }
}

export function ids(cards: readonly Card[]): string[] {
  return cards.map((card) => card.id);
}

/** Top card of a pile kept with its top at the end. */
export function top(pile: readonly Card[]): Card | undefined {
  return pile[pile.length - 1];
}

type ActionOf<T extends GameAction["type"]> = Extract<GameAction, { type: T }>;

/** How one game handles each kind of action; a game without words leaves writeWords out. */
export interface ActionHandlers<S extends BaseState> {
  /** A working copy of the state that the handlers below may change in place (see step). */
  draft(state: S): S;
  turn(draft: S, action: ActionOf<"turn">, emit: Emit): void;
  shout(draft: S, action: ActionOf<"shout">, emit: Emit): void;
  resolveShouts(draft: S, emit: Emit): void;
  writeWords?(draft: S, action: ActionOf<"writeWords">, emit: Emit): void;
  tick(draft: S, emit: Emit): void;
  /** Ends the game with the result as it stands (who leads now wins; in Irish Snap, who holds most
   *  loses): how a game ends when a limit is reached, and when someone ends it early. */
  endAsItStands(draft: S, emit: Emit, reason: EndReason): void;
}

/** Applies one action on a copy of the state; throws RuleError (the state given is untouched)
 *  when the action is illegal. */
export function applyWith<S extends BaseState>(state: S, action: GameAction, gameName: string, handlers: ActionHandlers<S>): Step<S> {
  return step(state, handlers.draft, (draft, emit) => {
    admitAction(draft, action);
    switch (action.type) {
      case "turn":
        return handlers.turn(draft, action, emit);
      case "shout":
        return handlers.shout(draft, action, emit);
      case "resolveShouts":
        return handlers.resolveShouts(draft, emit);
      case "writeWords":
        if (handlers.writeWords === undefined) throw new RuleError("WRONG_PHASE", `Nobody writes words in ${gameName}.`);
        return handlers.writeWords(draft, action, emit);
      case "tick":
        return handlers.tick(draft, emit);
      case "end":
        return handlers.endAsItStands(draft, emit, "endedEarly");
    }
  });
}

/** Closes the shouting: the right shouts tied for fastest (reported when more than one). */
export function closeShouts(draft: BaseState, emit: Emit): PendingShout[] {
  admitResolve(draft);
  const tied = fastestShouts(draft.shouts, draft.tieWindowMs);
  if (tied.length > 1) {
    emit({ type: "shoutsTied", playerIds: tied.map((s) => s.playerId), reactionMs: tied.map((s) => s.reactionMs) });
  }
  draft.shouts = [];
  draft.phase = "turn";
  return tied;
}

/** Face-down cards as a device may see them: how many there are, not what they are. */
export function faceDownView(cards: readonly Card[]): Card[] {
  return faceDownCards(cards.length);
}

/** A face-down card as a device sees it, at `index` in its pile. */
const faceDownId = (index: number) => `face-down-${index + 1}`;
const FACE_DOWN = { rank: "", suit: "", word: null } as const;

/** `count` face-down cards as a device sees them (faceDownView), from their count alone. */
export function faceDownCards(count: number): Card[] {
  return Array.from({ length: count }, (_, index) => ({ id: faceDownId(index), ...FACE_DOWN }));
}

/** Whether `cards` are exactly what a device sees of a face-down pile of as many (faceDownCards), and not empty. */
export function isFaceDownView(cards: readonly unknown[]): boolean {
  return (
    cards.length > 0 &&
    cards.every((card, index) => {
      if (typeof card !== "object" || card === null) return false;
      let fields = 0;
      for (const _field in card) fields++;
      const { id, rank, suit, word } = card as Card;
      return fields === 4 && id === faceDownId(index) && rank === FACE_DOWN.rank && suit === FACE_DOWN.suit && word === FACE_DOWN.word;
    })
  );
}

/** A state for a device, from a working copy: face-down piles blanked by `blank`, no generator state. */
export function viewWith<S extends BaseState>(copy: S, blank: (copy: S) => void): S {
  copy.rng = 0;
  blank(copy);
  return copy;
}
