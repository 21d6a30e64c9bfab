/**
 * Classic Snap and its variants (docs/rules.md, "Classic Snap").
 *
 * Each player has a face-down pile (faceDown[0] is the next card) and a face-up pile (the last card
 * is the top). A match is any two face-up tops of the same rank, whenever they were turned: a match
 * nobody called stays a match until one of its cards is covered or picked up. "snap" wins every
 * matching face-up pile (the one turned onto last first, then in seat order). Won piles go, in
 * order, to the bottom of the winner's face-down pile.
 *
 * Variants (ClassicVariant):
 * - pools (default on): a false call sends the caller's face-up pile to the centre as a snap pool;
 *   when a face-up top matches a pool's top card, "snap pool" wins the pool and that pile; right
 *   calls tied within the tie window combine the piles they claim into a new pool. Without pools
 *   a false call only locks the caller out and ties are broken by the seed.
 * - calledPilesStay (default on): a false call made while a right call waits leaves the piles that
 *   call claims where they are: the right call came first and takes them (the false caller is
 *   only locked out). Off for games recorded before the rule, which replay as they were (their
 *   false caller's pile went to a pool, and the right call could be left to win nothing).
 * - centrePile: everyone turns onto one centre pile; a match is its two top cards (two consecutive
 *   cards); "snap" wins the centre pile; a false call gives the top card of the caller's face-down
 *   pile to the player whose card was wrongly called (the one who turned the top card). Pools do
 *   not apply.
 * - onlyOwners: only the owners of the matching piles may call (anyone else's call is false), and
 *   a call wins the caller's own match.
 * - animals: each player has an animal; on a match each owner must call the other's animal and
 *   the first right call wins the other's pile. Won cards are kept aside (face-down piles are not
 *   refilled); when no face-down cards are left the deck has run out and most cards wins.
 */
import { normaliseShout } from "./legacy";
import { RuleError } from "./errors";
import { breakTie } from "./shouts";
import {
  admitTurn,
  applyWith,
  baseState,
  closeShouts,
  dealHands,
  endIfLastPlayer,
  endWithMostCards,
  faceDownView,
  ids,
  limitReached,
  newPlayer,
  nextSeat,
  opening,
  receiveShout,
  retire,
  seatOf,
  seatPlayer,
  stillPlaying,
  tick,
  turnOver,
  viewWith,
  type ActionHandlers,
  type CommonConfig,
  type Emit,
} from "./engine";
import type { BasePlayer, BaseState, Card, EndReason, GameAction, Ruleset, Step } from "./types";

export interface ClassicPlayer extends BasePlayer {
  faceDown: Card[];
  faceUp: Card[];
  /** Animals only: cards won, kept aside. */
  won: Card[];
}

export interface SnapPool {
  id: string;
  cards: Card[];
}

export interface ClassicVariant {
  pools: boolean;
  centrePile: boolean;
  onlyOwners: boolean;
  /** Player id → animal, for Animals; null otherwise. */
  animals: Record<string, string> | null;
  /** A false call leaves the piles a waiting right call claims (off only for games recorded before). */
  calledPilesStay: boolean;
}

export interface ClassicState extends BaseState {
  kind: "classic";
  players: ClassicPlayer[];
  variant: ClassicVariant;
  pools: SnapPool[];
  poolsMade: number;
  /** centrePile only: the shared pile (last is the top) and who turned each of its cards. */
  centre: Card[];
  centreTurnedBy: number[];
}

export interface ClassicConfig extends CommonConfig {
  variant?: Partial<ClassicVariant>;
}

export type PileRef = { kind: "faceUp"; seat: number } | { kind: "pool"; id: string } | { kind: "centre" };

/** A call that is right now: what it is, who may make it (null: anyone playing), and the piles it
 *  wins (taken in takingOrder). */
export interface Claim {
  call: string;
  callers: number[] | null;
  wins: PileRef[];
}

function checkVariant(variant: ClassicVariant, config: ClassicConfig): void {
  if (variant.centrePile && variant.animals !== null) {
    throw new RuleError("BAD_CONFIG", "Animals is played with a pile each, not a single centre pile.");
  }
  if (variant.animals !== null) {
    const animals = config.players.map((p) => variant.animals?.[p.id]);
    if (animals.some((a) => a === undefined || normaliseShout(a) === "")) {
      throw new RuleError("BAD_CONFIG", "Every player needs an animal.");
    }
    if (new Set(animals.map((a) => normaliseShout(a ?? ""))).size !== animals.length) {
      throw new RuleError("BAD_CONFIG", "Every player needs a different animal.");
    }
  }
}

export function startClassicGame(config: ClassicConfig): Step<ClassicState> {
  const base = baseState("classic", config);
  const given = config.variant ?? {};
  const centrePile = given.centrePile === true;
  const animals = given.animals ?? null;
  const variant: ClassicVariant = {
    pools: given.pools ?? (!centrePile && animals === null),
    centrePile,
    onlyOwners: given.onlyOwners === true,
    animals,
    calledPilesStay: given.calledPilesStay ?? true,
  };
  checkVariant(variant, config);
  if (variant.pools && (centrePile || animals !== null)) {
    throw new RuleError("BAD_CONFIG", "Snap pools are played with a pile each, without Animals.");
  }
  const hands = dealHands(base, config.deck, config.players.length);
  const state: ClassicState = {
    ...base,
    players: config.players.map((setup, seat) => ({ ...newPlayer(setup), faceDown: hands[seat] ?? [], faceUp: [], won: [] })),
    variant,
    pools: [],
    poolsMade: 0,
    centre: [],
    centreTurnedBy: [],
  };
  return opening(state, (player) => player.faceDown.length);
}

/** The rank of each seat's face-up top card (undefined for an empty pile), in seat order. */
function topRanks(state: ClassicState): (string | undefined)[] {
  const ranks: (string | undefined)[] = [];
  for (const player of state.players) ranks.push(topRank(player.faceUp));
  return ranks;
}

/** Seats whose face-up tops match, grouped by rank, in seat order. (Plain loops, no indexOf and no
 *  map: this runs for every player on every card, and a table has only a few players.) */
function matchingGroups(ranks: readonly (string | undefined)[]): number[][] {
  const groups: number[][] = [];
  for (let seat = 0; seat < ranks.length; seat += 1) {
    const rank = ranks[seat];
    if (rank === undefined || seenBefore(ranks, seat)) continue;
    let group: number[] | null = null;
    for (let other = seat + 1; other < ranks.length; other += 1) if (ranks[other] === rank) (group ??= [seat]).push(other);
    if (group !== null) groups.push(group);
  }
  return groups;
}

/** Whether an earlier seat's top has the same rank as this seat's (its group is already made). */
function seenBefore(ranks: readonly (string | undefined)[], seat: number): boolean {
  for (let before = 0; before < seat; before += 1) if (ranks[before] === ranks[seat]) return true;
  return false;
}

/** Seats in the order their piles are won: the one turned onto last first, then seat order. */
function lastTurnedFirst(state: ClassicState, seats: number[]): number[] {
  const last = state.lastTurnedBy;
  return [...seats].sort((a, b) => (a === last ? -1 : b === last ? 1 : a - b));
}

/** The rank of a pile's top card. (Local rather than engine.ts `top`: under tsx every call into
 *  another module goes through a getter, and this runs for every pile on every judgement.) */
function topRank(pile: readonly Card[]): string | undefined {
  return pile[pile.length - 1]?.rank;
}

const faceUpOf = (seat: number): PileRef => ({ kind: "faceUp", seat });

function animalOf(state: ClassicState, seat: number): string {
  return state.variant.animals?.[seatPlayer(state.players, seat).id] ?? "";
}

/** Every call that is right at this moment. (Plain loops: this runs for every player on every card.) */
export function classicClaims(state: ClassicState): Claim[] {
  if (state.lastTurnedBy === null || (state.phase !== "turn" && state.phase !== "shouts")) return [];
  const { variant } = state;
  if (variant.centrePile) {
    const [under, upper] = state.centre.slice(-2);
    if (under === undefined || upper === undefined || under.rank !== upper.rank) return [];
    const owners = state.centreTurnedBy.slice(-2);
    return [{ call: "snap", callers: variant.onlyOwners ? owners : null, wins: [{ kind: "centre" }] }];
  }
  const ranks = topRanks(state);
  const groups = matchingGroups(ranks);
  const claims: Claim[] = [];
  if (variant.animals !== null) {
    for (const group of groups) {
      for (const seat of group) {
        for (const other of group) {
          if (other !== seat) claims.push({ call: animalOf(state, other), callers: [seat], wins: [faceUpOf(other)] });
        }
      }
    }
    return claims;
  }
  if (variant.onlyOwners) {
    for (const group of groups) claims.push({ call: "snap", callers: group, wins: group.map(faceUpOf) });
  } else if (groups.length > 0) {
    const wins: PileRef[] = [];
    for (const group of groups) for (const seat of group) wins.push(faceUpOf(seat));
    claims.push({ call: "snap", callers: null, wins });
  }
  if (variant.pools && state.pools.length > 0) addPoolClaims(state, ranks, claims);
  return claims;
}

/** "snap pool": a face-up top that matches the top card of one or more snap pools wins them all. */
function addPoolClaims(state: ClassicState, ranks: readonly (string | undefined)[], claims: Claim[]): void {
  for (let seat = 0; seat < ranks.length; seat += 1) {
    const rank = ranks[seat];
    if (rank === undefined) continue;
    let wins: PileRef[] | null = null;
    for (const pool of state.pools) {
      if (topRank(pool.cards) === rank) (wins ??= [faceUpOf(seat)]).push({ kind: "pool", id: pool.id });
    }
    if (wins !== null) claims.push({ call: "snap pool", callers: state.variant.onlyOwners ? [seat] : null, wins });
  }
}

function claimsFor(state: ClassicState, seat: number, call?: string): Claim[] {
  return classicClaims(state).filter(
    (claim) =>
      (claim.callers === null || claim.callers.includes(seat)) &&
      (call === undefined || normaliseShout(claim.call) === normaliseShout(call)),
  );
}

function rightCalls(state: ClassicState, playerId: string): string[] {
  const seat = seatOf(state, playerId);
  const calls: string[] = [];
  for (const claim of classicClaims(state)) {
    if ((claim.callers === null || claim.callers.includes(seat)) && !calls.includes(claim.call)) calls.push(claim.call);
  }
  return calls;
}

/**
 * The piles won, each once, in the order they are taken: face-up piles (the one turned onto last
 * first, then in seat order), then snap pools in the order claimed, then the centre pile. (Claims
 * list their piles unordered: they are worked out for every player on every card, piles are taken
 * only on a snap.)
 */
function takingOrder(state: ClassicState, refs: PileRef[]): PileRef[] {
  const seats = [...new Set(refs.flatMap((ref) => (ref.kind === "faceUp" ? [ref.seat] : [])))];
  return [...lastTurnedFirst(state, seats).map(faceUpOf), ...refs.filter((ref) => ref.kind !== "faceUp")];
}

/** Takes the cards of these piles off the table, in taking order, and names the piles for events. */
function takePiles(draft: ClassicState, refs: PileRef[]): { cards: Card[]; names: string[] } {
  const cards: Card[] = [];
  const names: string[] = [];
  const seen = new Set<string>();
  for (const ref of takingOrder(draft, refs)) {
    const name = ref.kind === "faceUp" ? seatPlayer(draft.players, ref.seat).id : ref.kind === "pool" ? ref.id : "centre";
    if (seen.has(`${ref.kind}:${name}`)) continue;
    seen.add(`${ref.kind}:${name}`);
    names.push(name);
    if (ref.kind === "faceUp") {
      const player = seatPlayer(draft.players, ref.seat);
      cards.push(...player.faceUp);
      player.faceUp = [];
    } else if (ref.kind === "pool") {
      const pool = draft.pools.find((p) => p.id === ref.id);
      cards.push(...(pool?.cards ?? []));
      draft.pools = draft.pools.filter((p) => p.id !== ref.id);
    } else {
      cards.push(...draft.centre);
      draft.centre = [];
      draft.centreTurnedBy = [];
    }
  }
  return { cards, names };
}

function formPool(draft: ClassicState, cards: Card[], reason: "falseSnap" | "tie", emit: Emit): void {
  if (cards.length === 0) return;
  draft.poolsMade += 1;
  const pool = { id: `pool-${draft.poolsMade}`, cards };
  draft.pools = [...draft.pools, pool];
  emit({ type: "poolFormed", pool: pool.id, cardIds: ids(cards), reason });
}

function holds(player: ClassicPlayer): number {
  return player.faceDown.length + player.faceUp.length + player.won.length;
}

function cardCounts(state: ClassicState): Record<string, number> {
  return Object.fromEntries(state.players.map((p) => [p.id, holds(p)]));
}

/** The result as it stands: whoever holds most cards wins (a limit reached, or the game ended early). */
function endAsItStands(draft: ClassicState, emit: Emit, reason: EndReason): void {
  endWithMostCards(draft, emit, reason, cardCounts(draft));
}

/** Who can turn a card: Animals needs face-down cards (no refill); otherwise any cards at all. */
function canTurn(state: ClassicState, seat: number): boolean {
  const player = seatPlayer(state.players, seat);
  if (player.status !== "playing") return false;
  return state.variant.animals !== null ? player.faceDown.length > 0 : player.faceDown.length + player.faceUp.length > 0;
}

/**
 * After cards move or a card is turned: players with no cards at all are out (in the centre-pile
 * game that includes whoever has just turned their last card) and the last one in wins. In Animals
 * nobody goes out; when no one can turn a card the deck has run out and most cards wins.
 */
function passTurn(draft: ClassicState, from: number, emit: Emit): void {
  if (draft.variant.animals === null) {
    draft.players.forEach((player, seat) => {
      if (player.status === "playing" && holds(player) === 0) retire(draft, seat, emit);
    });
    if (endIfLastPlayer(draft, emit, () => cardCounts(draft))) return;
  }
  // When nobody can turn (Animals), the turn still passes on so the last card can be called;
  // the next turn or tick then finds that the deck has run out.
  const next = nextSeat(draft, from, (seat) => canTurn(draft, seat)) ?? nextSeat(draft, from, (seat) => draft.players[seat]?.status === "playing");
  if (next !== null) draft.current = next;
}

function deckHasRunOut(draft: ClassicState): boolean {
  return draft.phase === "turn" && draft.players.every((_, seat) => !canTurn(draft, seat));
}

function settle(draft: ClassicState, emit: Emit): void {
  passTurn(draft, draft.lastTurnedBy ?? draft.current, emit);
}

function turnCard(draft: ClassicState, playerId: string, atMs: number, emit: Emit): void {
  const seat = admitTurn(draft, playerId);
  const reached = limitReached(draft, atMs) ?? (deckHasRunOut(draft) ? "deckRanOut" : null);
  if (reached !== null) return endAsItStands(draft, emit, reached);
  const player = seatPlayer(draft.players, seat);
  if (player.faceDown.length === 0 && draft.variant.animals === null) {
    // Turning the face-up pile over: its bottom card becomes the next card.
    player.faceDown = player.faceUp;
    player.faceUp = [];
    emit({ type: "stackTakenUp", playerId: player.id, cards: player.faceDown.length });
  }
  if (draft.variant.centrePile) {
    const turned = turnOver(draft, seat, player.faceDown, draft.centre, "centre", emit);
    player.faceDown = turned.from;
    draft.centre = turned.onto;
    draft.centreTurnedBy = [...draft.centreTurnedBy, seat];
  } else {
    const turned = turnOver(draft, seat, player.faceDown, player.faceUp, player.id, emit);
    player.faceDown = turned.from;
    player.faceUp = turned.onto;
  }
  passTurn(draft, seat, emit);
}

/** Whether a right call waiting to be resolved claims this seat's face-up pile. */
function calledByWaitingShout(state: ClassicState, seat: number): boolean {
  return state.shouts.some((shout) =>
    claimsFor(state, seatOf(state, shout.playerId), shout.call).some((claim) => claim.wins.some((ref) => ref.kind === "faceUp" && ref.seat === seat)),
  );
}

function falseCall(draft: ClassicState, seat: number, emit: Emit): void {
  const caller = seatPlayer(draft.players, seat);
  if (draft.variant.pools) {
    // A right call waiting for the close of the shouting came first: a pile it claims is already won.
    if (!(draft.variant.calledPilesStay && calledByWaitingShout(draft, seat))) {
      const cards = caller.faceUp;
      caller.faceUp = [];
      formPool(draft, cards, "falseSnap", emit);
    }
  } else if (draft.variant.centrePile) {
    const wronged = draft.centreTurnedBy.at(-1);
    const card = caller.faceDown[0];
    if (wronged !== undefined && wronged !== seat && card !== undefined) {
      caller.faceDown = caller.faceDown.slice(1);
      const to = seatPlayer(draft.players, wronged);
      to.faceDown = [...to.faceDown, card];
      emit({ type: "penaltyCard", fromPlayerId: caller.id, toPlayerId: to.id, cardId: card.id });
    }
  }
  if (draft.variant.pools || draft.variant.centrePile) settle(draft, emit);
}

function resolve(draft: ClassicState, emit: Emit): void {
  const tied = closeShouts(draft, emit);
  if (tied.length > 1) {
    if (draft.variant.pools) {
      const refs = tied.flatMap((shout) => claimsFor(draft, seatOf(draft, shout.playerId), shout.call).flatMap((c) => c.wins));
      formPool(draft, takePiles(draft, refs).cards, "tie", emit);
      return settle(draft, emit);
    }
  }
  const winning = breakTie(tied, draft);
  const seat = seatOf(draft, winning.playerId);
  const wins: PileRef[] = [];
  for (const claim of claimsFor(draft, seat, winning.call)) wins.push(...claim.wins);
  const { cards, names } = takePiles(draft, wins);
  const winner = seatPlayer(draft.players, seat);
  if (draft.variant.animals !== null) winner.won = winner.won.concat(cards);
  else winner.faceDown = winner.faceDown.concat(cards);
  emit({ type: "snapWon", playerId: winner.id, piles: names, cardIds: ids(cards), atMs: draft.nowMs });
  settle(draft, emit);
}

/** A working copy for one step (see engine.ts step): new state and players. */
function draftClassic(state: ClassicState): ClassicState {
  return {
    kind: "classic",
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
      (p): ClassicPlayer => ({ id: p.id, name: p.name, status: p.status, lockedOut: p.lockedOut, faceDown: p.faceDown, faceUp: p.faceUp, won: p.won }),
    ),
    variant: state.variant,
    pools: state.pools,
    poolsMade: state.poolsMade,
    centre: state.centre,
    centreTurnedBy: state.centreTurnedBy,
  };
}

const classicHandlers: ActionHandlers<ClassicState> = {
  draft: draftClassic,
  turn: (draft, { playerId, atMs }, emit) => turnCard(draft, playerId, atMs, emit),
  shout: (draft, shout, emit) => {
    const right = receiveShout(draft, shout, emit, (seat) => rightCalls(draft, seatPlayer(draft.players, seat).id));
    if (!right) falseCall(draft, draft.players.findIndex((p) => p.id === shout.playerId), emit);
  },
  resolveShouts: resolve,
  tick: (draft, emit) =>
    deckHasRunOut(draft) ? endAsItStands(draft, emit, "deckRanOut") : tick(draft, (reason) => endAsItStands(draft, emit, reason)),
  endAsItStands,
};

export function applyClassicAction(state: ClassicState, action: GameAction): Step<ClassicState> {
  return applyWith(state, action, "Classic Snap", classicHandlers);
}

/**
 * The calls a player has buttons for: Animals, the other playing seats' animals; otherwise "snap",
 * and "snap pool" while a snap pool is on the table. With only owners, a player who owns none of
 * the matches on the table has none (their buttons are off until the match is gone).
 */
function callsOffered(state: ClassicState, playerId: string): string[] {
  const seat = seatOf(state, playerId);
  if (!stillPlaying(state, playerId)) return [];
  if (state.variant.onlyOwners) {
    const claims = classicClaims(state);
    if (claims.length > 0 && !claims.some((claim) => claim.callers?.includes(seat))) return [];
  }
  const { animals } = state.variant;
  if (animals !== null) {
    return state.players.filter((p, other) => other !== seat && p.status === "playing").map((p) => animals[p.id] ?? "");
  }
  return state.variant.pools && state.pools.length > 0 ? ["snap", "snap pool"] : ["snap"];
}

/** People's mistakes: a false "snap", the wrong kind of snap, or their own animal. */
function mistakenCalls(state: ClassicState, playerId: string): string[] {
  if (state.lastTurnedBy === null) return [];
  const right = new Set(rightCalls(state, playerId).map(normaliseShout));
  const own = state.variant.animals?.[playerId];
  const candidates = state.variant.animals !== null ? [own ?? ""] : state.variant.pools ? ["snap", "snap pool"] : ["snap"];
  return candidates.filter((call) => call !== "" && !right.has(normaliseShout(call)));
}

export const classicRules: Ruleset<ClassicState> = {
  kind: "classic",
  apply: applyClassicAction,
  rightCalls,
  callsOffered,
  mistakenCalls,
  cardCounts,
  allCards: (state) => [
    ...state.players.flatMap((p) => [...p.faceDown, ...p.faceUp, ...p.won]),
    ...state.pools.flatMap((pool) => pool.cards),
    ...state.centre,
  ],
  wordsWanted: () => null,
  tableView: (state) => viewWith(draftClassic(state), (view) => view.players.forEach((p) => (p.faceDown = faceDownView(p.faceDown)))),
};
