/**
 * The shape every Snap game shares: plain-JSON state (no classes, no Maps), actions that carry the
 * time they happened, and events describing each step. Each game extends BaseState with its piles.
 */
import type { WordsWrittenBy } from "./bot-words";
import type { FaceUpCard } from "./legacy";

export type GameKind = "legacy" | "classic" | "table" | "irish";

/** A physical card of the deck. `id` is the deck's card id, so word events can name the card. */
export interface Card extends FaceUpCard {
  id: string;
}

export interface PlayerSetup {
  id: string;
  name?: string;
}

/** playing: in the game; retired: out of cards (or out of the game); finished: left safely (Irish). */
export type PlayerStatus = "playing" | "retired" | "finished";

export interface BasePlayer {
  id: string;
  name: string;
  status: PlayerStatus;
  /** A wrong shout locks a player out until the next card is turned. */
  lockedOut: boolean;
}

/** Optional end conditions for screen play: whoever holds most cards when one is reached wins. */
export interface Limits {
  turns?: number;
  durationMs?: number;
}

/**
 * turn: waiting for the current player to turn a card (shouts are welcome too);
 * shouts: at least one right shout is waiting for resolveShouts (see shouts.ts);
 * words: a Legacy snap winner must write words; over: the game has ended.
 */
export type Phase = "turn" | "shouts" | "words" | "over";

export interface PendingShout {
  playerId: string;
  /** The shout as said, for the record. */
  call: string;
  /** Milliseconds from the card being shown to this player's shout, as measured by their device. */
  reactionMs: number;
  atMs: number;
}

/** endedEarly: someone at the table ended the game before it was over (the "end" action). */
export type EndReason = "lastPlayer" | "turnLimit" | "timeLimit" | "deckCollected" | "deckRanOut" | "stalemate" | "lastHolder" | "endedEarly";

export interface BaseState {
  kind: GameKind;
  phase: Phase;
  players: BasePlayer[];
  /** Index of the player whose turn it is to turn a card. */
  current: number;
  /** Index of the player who turned the card most recently, or null before the first card. */
  lastTurnedBy: number | null;
  /** The generator state (random.ts). */
  rng: number;
  /** Cards turned so far. */
  turns: number;
  startedAtMs: number;
  /** Time of the latest action; actions may not go back in time. */
  nowMs: number;
  /** Right shouts waiting to be resolved by reaction time. */
  shouts: PendingShout[];
  tieWindowMs: number;
  /** A shout faster than this is a false start (docs/rules.md, "A false start"). Games started
   *  before the rule have none and replay as they were. */
  falseStartMs?: number;
  limits: Limits;
  winners: string[];
  /** Irish Snap has a loser rather than a winner. */
  loser: string | null;
  endReason: EndReason | null;
}

export type GameAction =
  | { type: "turn"; playerId: string; atMs: number }
  | { type: "shout"; playerId: string; call: string; reactionMs: number; atMs: number }
  | { type: "resolveShouts"; atMs: number }
  /** The snap winner's words; `by` when a bot plays the winning seat (bot-words.ts). */
  | { type: "writeWords"; playerId: string; words: Record<string, string>; by?: WordsWrittenBy; atMs: number }
  /** Lets a screen's clock end a game with a time limit even when nobody acts. */
  | { type: "tick"; atMs: number }
  /** Someone at the table ends the game now: it ends with the result as it stands, as a limit
   *  reached now would end it (ActionHandlers.endAsItStands). Shouts still waiting are not heard,
   *  and words still due are not written. */
  | { type: "end"; atMs: number };

export interface WrittenWord {
  cardId: string;
  word: string;
}

export type GameEvent =
  | { type: "gameStarted"; kind: GameKind; playerIds: string[]; cardsDealt: Record<string, number>; atMs: number }
  | { type: "cardTurned"; playerId: string; card: Card; pile: string; turn: number; atMs: number }
  /** falseStart: judged wrong because it came faster than a person can react (docs/rules.md). */
  | { type: "shoutJudged"; playerId: string; shouted: string; right: boolean; falseStart?: true; reactionMs: number; atMs: number }
  | { type: "shoutsTied"; playerIds: string[]; reactionMs: number[] }
  | { type: "snapWon"; playerId: string; piles: string[]; cardIds: string[]; atMs: number }
  | { type: "wordsRequired"; playerId: string; cardIds: string[] }
  /** What the app appends to the deck's history (none: a bot's cards stay blank). */
  | { type: "wordsWritten"; playerId: string; words: WrittenWord[]; by?: WordsWrittenBy; atMs: number }
  | { type: "stackTakenUp"; playerId: string; cards: number }
  | { type: "poolFormed"; pool: string; cardIds: string[]; reason: "falseSnap" | "tie" }
  | { type: "penaltyCard"; fromPlayerId: string; toPlayerId: string; cardId: string }
  | { type: "sittingOut"; playerId: string }
  | { type: "backIn"; playerIds: string[] }
  | { type: "countCalled"; rank: string }
  | { type: "pileCollected"; playerId: string; cardIds: string[]; reason: "lastToSlap" | "missedSlap" | "falseSlap" }
  | { type: "playerFinished"; playerId: string }
  | { type: "playerRetired"; playerId: string }
  | { type: "gameOver"; winners: string[]; loser: string | null; reason: EndReason; cardCounts: Record<string, number>; atMs: number };

export interface Step<S> {
  state: S;
  events: GameEvent[];
}

/** What every game offers the app, the bots and the tests. */
export interface Ruleset<S extends BaseState> {
  kind: GameKind;
  apply(state: S, action: GameAction): Step<S>;
  /** The calls that would be right for this player now (empty when there is nothing to call). */
  rightCalls(state: S, playerId: string): string[];
  /** The calls this player can make with a button now, right or wrong: offering a call says nothing
   *  about whether it is right (the rules judge the shout). Empty for a player who is not playing. */
  callsOffered(state: S, playerId: string): string[];
  /** Wrong calls a person might plausibly make now (bots make these). */
  mistakenCalls(state: S, playerId: string): string[];
  /** Cards each player holds (how "most cards" is counted), keyed by player id. */
  cardCounts(state: S): Record<string, number>;
  /** Every card in the game, wherever it is, for conservation checks. */
  allCards(state: S): Card[];
  /** Who must write words on which cards now (Snap Legacy), or null. */
  wordsWanted(state: S): { playerId: string; cardIds: string[] } | null;
  /** The state as players may see it: nobody sees face-down cards (not even their own) or the
   *  generator state that would tell the next shuffle. Send this, not the state, to devices. */
  tableView(state: S): S;
}
