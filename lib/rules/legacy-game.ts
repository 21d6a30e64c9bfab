/**
 * The Snap Legacy game (docs/rules.md, "Snap Legacy") as a state machine over plain-JSON state.
 *
 * Table: each player holds a face-down hand (hand[0] is the next card) and turns cards onto their
 * own face-up stack (the last card is the top). A match is any two stack tops on the table that
 * requiredCall (legacy.ts) says match, whenever they were turned: a match nobody called stays a
 * match until one of its cards is covered or picked up. Of the two, the card turned earlier is the
 * one "already on the table" (each player remembers the turn their top card was turned on).
 *
 * Several matches at once: each matching pair has its own required call. A right shout wins every
 * stack of every pair that needs that same call (shouting "snap" with three bare sevens showing
 * takes all three stacks; if one seven carries a word, "snap" takes the two bare ones and that
 * word takes the worded one and every stack it matches).
 */
import { normaliseWord } from "../cards/normalise";
import { unusedListWords, type BotWordsTable, type WordsWrittenBy } from "./bot-words";
import { callText, normaliseShout, requiredCall, type Call } from "./legacy";
import { RuleError } from "./errors";
import { shuffleInPlace } from "./random";
import { breakTie } from "./shouts";
import { validateWord as defaultValidateWord, type WordValidator } from "./words";
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
  seatPlayer,
  stillPlaying,
  tick,
  top,
  turnOver,
  viewWith,
  type ActionHandlers,
  type CommonConfig,
  type Emit,
} from "./engine";
import { remembered } from "./remembered";
import type { BasePlayer, BaseState, Card, EndReason, GameAction, Ruleset, Step, WrittenWord } from "./types";

export interface LegacyPlayer extends BasePlayer {
  /** Face down; hand[0] is the next card to turn. */
  hand: Card[];
  /** Face up on the table; the last card is the top. */
  stack: Card[];
  /** The turn (BaseState.turns) on which the top card of the stack was turned; 0 with no stack. */
  topTurn: number;
}

/** A won snap waiting for its winner's words. */
export interface WordsDue {
  playerId: string;
  /** Top cards of the won stacks that have no word yet, in the order the stacks were won. */
  cardIds: string[];
  /** Every card won, held aside until the words are written. */
  cards: Card[];
}

export interface LegacyState extends BaseState {
  kind: "legacy";
  players: LegacyPlayer[];
  /** The two-player option: matching suits count as a match. */
  matchSuits: boolean;
  /** Only matches with the card just turned are judged: how games recorded before matches stayed
   *  until covered were judged, so that their records replay exactly as they were played. */
  onlyCardJustTurned: boolean;
  wordsDue: WordsDue | null;
  /** What a bot does with the words of a snap it wins (bot-words.ts). Null (or absent, in states
   *  kept before the rule) for games recorded before it: their bots' recorded words replay as they
   *  were written, and a bot winning in them now leaves its cards blank. */
  botWords?: BotWordsTable | null;
}

export interface LegacyConfig extends CommonConfig {
  matchSuits?: boolean;
  /** For replaying games recorded before matches stayed until covered (LegacyState). */
  onlyCardJustTurned?: boolean;
  /** The table's rule for its bots' words (LegacyState.botWords). */
  botWords?: BotWordsTable | null;
}

export interface LegacyRulesOptions {
  /** Checks each word a winner writes (default: words.ts validateWord). */
  validateWord?: WordValidator;
}

/** Two stack tops that match, and the call they need. */
export interface LegacyMatch {
  /** Seat of the stack whose top was turned earlier: the card "already on the table". */
  onTable: number;
  /** Seat of the stack whose top was turned later: the card "just played". */
  justPlayed: number;
  call: Call;
}

/** Deals the deck and returns the opening state; the first seat turns first. */
export function startLegacyGame(config: LegacyConfig): Step<LegacyState> {
  const base = baseState("legacy", config);
  if (config.matchSuits === true && config.players.length !== 2) {
    throw new RuleError("BAD_CONFIG", "Matching suits is an option for two players only.");
  }
  const hands = dealHands(base, config.deck, config.players.length);
  const state: LegacyState = {
    ...base,
    players: config.players.map((setup, seat) => ({ ...newPlayer(setup), hand: hands[seat] ?? [], stack: [], topTurn: 0 })),
    matchSuits: config.matchSuits === true,
    onlyCardJustTurned: config.onlyCardJustTurned === true,
    wordsDue: null,
    botWords: config.botWords ?? null,
  };
  return opening(state, (player) => player.hand.length);
}

const SUITS_MATCH = { matchSuits: true };
const RANKS_MATCH = { matchSuits: false };

/** Every pair of stack tops that matches now, with the call each pair needs, in seat order. */
export function legacyMatches(state: LegacyState): LegacyMatch[] {
  if (state.phase === "words" || state.phase === "over") return [];
  const options = state.matchSuits ? SUITS_MATCH : RANKS_MATCH;
  const { players } = state;
  const tops = players.map((player) => top(player.stack));
  const matches: LegacyMatch[] = [];
  for (let a = 0; a < players.length; a += 1) {
    const firstTop = tops[a];
    if (firstTop === undefined) continue;
    for (let b = a + 1; b < players.length; b += 1) {
      const secondTop = tops[b];
      if (secondTop === undefined) continue;
      const firstIsOlder = (players[a] as LegacyPlayer).topTurn < (players[b] as LegacyPlayer).topTurn;
      const call = firstIsOlder ? requiredCall(firstTop, secondTop, options) : requiredCall(secondTop, firstTop, options);
      if (call !== null) matches.push(firstIsOlder ? { onTable: a, justPlayed: b, call } : { onTable: b, justPlayed: a, call });
    }
  }
  return state.onlyCardJustTurned ? matches.filter((match) => match.justPlayed === state.lastTurnedBy) : matches;
}

/** The different calls the matches need (two words that normalise alike are one call). */
function distinctCalls(matches: LegacyMatch[]): string[] {
  const calls: string[] = [];
  const heard: string[] = [];
  for (const match of matches) {
    const text = callText(match.call);
    const normalised = normaliseShout(text);
    if (heard.includes(normalised)) continue;
    heard.push(normalised);
    calls.push(text);
  }
  return calls;
}

function cardCounts(state: LegacyState): Record<string, number> {
  const counts = Object.fromEntries(state.players.map((p) => [p.id, p.hand.length + p.stack.length]));
  if (state.wordsDue !== null) counts[state.wordsDue.playerId] = (counts[state.wordsDue.playerId] ?? 0) + state.wordsDue.cards.length;
  return counts;
}

/** The result as it stands: whoever holds most cards wins (a limit reached, or the game ended early). */
function endAsItStands(draft: LegacyState, emit: Emit, reason: EndReason): void {
  endWithMostCards(draft, emit, reason, cardCounts(draft));
}

function turnCard(draft: LegacyState, playerId: string, atMs: number, emit: Emit): void {
  const seat = admitTurn(draft, playerId);
  const reached = limitReached(draft, atMs);
  if (reached !== null) {
    endAsItStands(draft, emit, reached);
    return;
  }
  const player = seatPlayer(draft.players, seat);
  if (player.hand.length === 0) {
    // Empty hand: the stack is picked up, shuffled, and becomes the hand.
    player.hand = shuffleInPlace(draft, player.stack.slice());
    player.stack = [];
    player.topTurn = 0;
    emit({ type: "stackTakenUp", playerId: player.id, cards: player.hand.length });
  }
  const turned = turnOver(draft, seat, player.hand, player.stack, player.id, emit);
  player.hand = turned.from;
  player.stack = turned.onto;
  player.topTurn = draft.turns;
  draft.current = nextSeat(draft, seat, (s) => draft.players[s]?.status === "playing") ?? seat;
}

/** The stacks of every pair that needs this call: the one turned onto last first (when it is
 *  one of them), then in seat order. */
function seatsWonBy(state: LegacyState, heard: string): number[] {
  const seats = new Set<number>();
  for (const match of legacyMatches(state)) {
    if (normaliseShout(callText(match.call)) !== heard) continue;
    seats.add(match.onTable);
    seats.add(match.justPlayed);
  }
  return [...seats].sort((a, b) => (a === state.lastTurnedBy ? -1 : b === state.lastTurnedBy ? 1 : a - b));
}

function resolve(draft: LegacyState, emit: Emit): void {
  const winning = breakTie(closeShouts(draft, emit), draft);
  const wonSeats = seatsWonBy(draft, normaliseShout(winning.call));
  const cards: Card[] = [];
  const needWords: string[] = [];
  for (const seat of wonSeats) {
    const pile = seatPlayer(draft.players, seat);
    const topCard = top(pile.stack);
    if (topCard !== undefined && topCard.word === null) needWords.push(topCard.id);
    cards.push(...pile.stack);
    pile.stack = [];
    pile.topTurn = 0;
  }
  emit({
    type: "snapWon",
    playerId: winning.playerId,
    piles: wonSeats.map((seat) => seatPlayer(draft.players, seat).id),
    cardIds: ids(cards),
    atMs: draft.nowMs,
  });
  draft.wordsDue = { playerId: winning.playerId, cardIds: needWords, cards };
  if (needWords.length > 0) {
    draft.phase = "words";
    emit({ type: "wordsRequired", playerId: winning.playerId, cardIds: needWords });
  } else {
    collectWinnings(draft, emit);
  }
}

/** Every card in the game, wherever it is. */
export function legacyCards(state: LegacyState): Card[] {
  return [...state.players.flatMap((p) => [...p.hand, ...p.stack]), ...(state.wordsDue?.cards ?? [])];
}

/**
 * The cards a bot's words go on, as the table's rule has it (bot-words.ts): under "blank" none;
 * under "list" one word from the family's list for each card, while the list has words no card
 * carries, each word once; under "people" the bot itself writes nothing (the people do, `by`
 * "people"), so its cards stay blank when nobody did in time (bots.ts wordsWhenTimeIsUp). Throws
 * when the words given are not those.
 */
function checkBotWords(draft: LegacyState, due: WordsDue, words: Record<string, string>, winner: string): void {
  const table = draft.botWords ?? null;
  const given = Object.entries(words);
  if (table?.rule === "people" && given.length > 0) throw new RuleError("BAD_WORDS", `At this table the people write ${winner}'s words.`);
  const free = unusedListWords(table, legacyCards(draft));
  if (free.length === 0 && given.length > 0) throw new RuleError("BAD_WORDS", `${winner} writes no words: its cards stay blank.`);
  const freeByNormalised = new Map(free.map((word) => [normaliseWord(word), word]));
  const taken = new Set<string>();
  for (const [cardId, word] of given) {
    const normalised = normaliseWord(word);
    if (!due.cardIds.includes(cardId)) throw new RuleError("BAD_WORDS", `Write one word on each of these cards: ${due.cardIds.join(", ")}.`);
    if (!freeByNormalised.has(normalised)) throw new RuleError("BAD_WORDS", `“${word}” isn't one of the family's words left for bots.`);
    if (taken.has(normalised)) throw new RuleError("BAD_WORDS", "A bot takes each of the family's words once.");
    taken.add(normalised);
  }
  if (given.length < Math.min(due.cardIds.length, free.length)) {
    throw new RuleError("BAD_WORDS", `${winner} takes a word from the family's list for each card while the list has words left.`);
  }
}

function writeWords(
  draft: LegacyState,
  action: { playerId: string; words: Record<string, string>; by?: WordsWrittenBy },
  validate: WordValidator,
  emit: Emit,
): void {
  const { playerId, words, by } = action;
  const due = draft.wordsDue;
  if (draft.phase !== "words" || due === null) throw new RuleError("WRONG_PHASE", "No words are waiting to be written.");
  const winner = draft.players.find((p) => p.id === due.playerId)?.name ?? due.playerId;
  if (playerId !== due.playerId) {
    throw new RuleError("NOT_YOUR_TURN", `Only ${winner}, who won the snap, writes the words.`);
  }
  if (by === "people" && draft.botWords?.rule !== "people") throw new RuleError("BAD_WORDS", `At this table the people don't write ${winner}'s words.`);
  // A bot's words may leave cards blank; everyone else writes on every card.
  const onCards = by === "bot" ? due.cardIds.filter((id) => id in words) : due.cardIds;
  if (by === "bot") checkBotWords(draft, due, words, winner);
  else {
    const missing = due.cardIds.filter((id) => !(id in words));
    const extra = Object.keys(words).filter((id) => !due.cardIds.includes(id));
    if (missing.length > 0 || extra.length > 0) {
      throw new RuleError("BAD_WORDS", `Write one word on each of these cards: ${due.cardIds.join(", ")}.`);
    }
  }
  const written: WrittenWord[] = onCards.map((cardId) => {
    const check = validate(words[cardId] ?? "");
    if (!check.ok) throw new RuleError("BAD_WORDS", check.message);
    return { cardId, word: check.word };
  });
  // Cards are never changed in place (states share them); a card with a new word is a new card.
  const wordOf = new Map(written.map(({ cardId, word }) => [cardId, word]));
  due.cards = due.cards.map((card) => {
    const word = wordOf.get(card.id);
    return word === undefined ? card : { id: card.id, rank: card.rank, suit: card.suit, word };
  });
  emit({ type: "wordsWritten", playerId, words: written, ...(by ? { by } : {}), atMs: draft.nowMs });
  draft.phase = "turn";
  collectWinnings(draft, emit);
}

/** The winner shuffles the won piles into their hand; players left with nothing retire; the player
 *  to the left of the one who last turned a card plays next. */
function collectWinnings(draft: LegacyState, emit: Emit): void {
  const due = draft.wordsDue;
  if (due === null) return;
  const winner = draft.players.find((p) => p.id === due.playerId) as LegacyPlayer;
  winner.hand = shuffleInPlace(draft, [...winner.hand, ...due.cards]);
  draft.wordsDue = null;
  draft.players.forEach((player, seat) => {
    if (player.status === "playing" && player.hand.length === 0 && player.stack.length === 0) retire(draft, seat, emit);
  });
  if (endIfLastPlayer(draft, emit, () => cardCounts(draft))) return;
  const from = draft.lastTurnedBy ?? draft.current;
  draft.current = nextSeat(draft, from, (s) => draft.players[s]?.status === "playing") ?? from;
}

/** A working copy for one step (see engine.ts step): new state, players and words due. */
function draftLegacy(state: LegacyState): LegacyState {
  const due = state.wordsDue;
  return {
    kind: "legacy",
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
      (p): LegacyPlayer => ({ id: p.id, name: p.name, status: p.status, lockedOut: p.lockedOut, hand: p.hand, stack: p.stack, topTurn: p.topTurn }),
    ),
    matchSuits: state.matchSuits,
    onlyCardJustTurned: state.onlyCardJustTurned,
    wordsDue: due === null ? null : { playerId: due.playerId, cardIds: due.cardIds, cards: due.cards },
    botWords: state.botWords ?? null,
  };
}

function legacyHandlers(validate: WordValidator): ActionHandlers<LegacyState> {
  return {
    draft: draftLegacy,
    turn: (draft, { playerId, atMs }, emit) => turnCard(draft, playerId, atMs, emit),
    shout: (draft, shout, emit) => void receiveShout(draft, shout, emit, () => distinctCalls(legacyMatches(draft))),
    resolveShouts: resolve,
    writeWords: (draft, action, emit) => writeWords(draft, action, validate, emit),
    tick: (draft, emit) => tick(draft, (reason) => endAsItStands(draft, emit, reason)),
    endAsItStands,
  };
}

/** Applies one action; throws RuleError (leaving the given state untouched) when it is illegal. */
export function applyLegacyAction(state: LegacyState, action: GameAction, options: LegacyRulesOptions = {}): Step<LegacyState> {
  return applyWith(state, action, "Snap Legacy", legacyHandlers(options.validateWord ?? defaultValidateWord));
}

/** The mistakes people make: "snap" when a word was needed, the newer card's word instead of the
 *  table's, and "snap" when nothing matches. */
function mistakenCalls(state: LegacyState): string[] {
  const matches = legacyMatches(state);
  if (matches.length === 0) return state.lastTurnedBy === null || state.phase === "over" ? [] : ["snap"];
  const right = new Set(distinctCalls(matches).map(normaliseShout));
  const mistakes = new Set<string>();
  for (const match of matches) {
    if (match.call.kind === "word") mistakes.add("snap");
    const justPlayed = top(seatPlayer(state.players, match.justPlayed).stack);
    if (justPlayed?.word) mistakes.add(justPlayed.word);
  }
  return [...mistakes].filter((call) => !right.has(normaliseShout(call)));
}

/** "snap" and each word on top of a stack, once however it is written. */
function callsOffered(state: LegacyState, playerId: string): string[] {
  if (!stillPlaying(state, playerId)) return [];
  const calls = ["snap"];
  const heard = new Set([normaliseShout("snap")]);
  for (const player of state.players) {
    const word = top(player.stack)?.word;
    if (!word || heard.has(normaliseShout(word))) continue;
    heard.add(normaliseShout(word));
    calls.push(word);
  }
  return calls;
}

export function legacyRules(options: LegacyRulesOptions = {}): Ruleset<LegacyState> {
  // A word check is a pure function of the word, and bots write the same few words again and again.
  const handlers = legacyHandlers(remembered(options.validateWord ?? defaultValidateWord));
  return {
    kind: "legacy",
    apply: (state, action) => applyWith(state, action, "Snap Legacy", handlers),
    rightCalls: (state) => distinctCalls(legacyMatches(state)),
    callsOffered,
    mistakenCalls,
    cardCounts,
    allCards: legacyCards,
    tableView: (state) => viewWith(draftLegacy(state), (view) => view.players.forEach((p) => (p.hand = faceDownView(p.hand)))),
    wordsWanted: (state) =>
      state.phase === "words" && state.wordsDue !== null
        ? { playerId: state.wordsDue.playerId, cardIds: state.wordsDue.cardIds }
        : null,
  };
}
