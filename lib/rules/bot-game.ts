/**
 * Plays a whole game with bots in every seat, without a clock: time is simulated (a card every
 * second, shouts at their reaction times). Used by tests, the benchmark and bot-only previews. At
 * a Snap Legacy table whose rule has the people write a bot's words, `peopleWrite` writes them.
 */
import { botWordsMove, decideShout, type BotSettings, type BotShout } from "./bots";
import { isRuleError } from "./errors";
import type { LegacyState } from "./legacy-game";
import type { BaseState, GameAction, GameEvent, Ruleset, Step } from "./types";

export interface BotGameOptions {
  /** Stops a game that has not ended after this many actions (the state is then not "over"). */
  maxActions?: number;
  /** Simulated time between two cards being turned. */
  turnIntervalMs?: number;
  /** At a Snap Legacy table where the people write a bot's words: the words they write. */
  peopleWrite?: (playerId: string, cardIds: string[]) => Record<string, string>;
  /** Seats a person plays in a test or preview: the words that person writes for their own won snap (null: the seat is a bot's). */
  ownWords?: (playerId: string, cardIds: string[]) => Record<string, string> | null;
}

export interface BotGameRecord<S> {
  state: S;
  events: GameEvent[];
  /** Every action taken, in order: replaying them from the same start gives the same game. */
  actions: GameAction[];
}

export function playBotGame<S extends BaseState>(
  rules: Ruleset<S>,
  start: Step<S>,
  bots: Record<string, BotSettings>,
  options: BotGameOptions = {},
): BotGameRecord<S> {
  const maxActions = options.maxActions ?? 100_000;
  const interval = options.turnIntervalMs ?? 1000;
  let state = start.state;
  const events = [...start.events];
  const actions: GameAction[] = [];
  const apply = (action: GameAction) => {
    const next = rules.apply(state, action);
    state = next.state;
    events.push(...next.events);
    actions.push(action);
  };
  const botFor = (playerId: string) => {
    const bot = bots[playerId];
    if (bot === undefined) throw new Error(`no bot for ${playerId}`);
    return bot;
  };
  let clock = state.nowMs;
  let shoutedAt = -1;
  while (state.phase !== "over" && actions.length < maxActions) {
    const wanted = rules.wordsWanted(state);
    if (wanted !== null) {
      // Only Snap Legacy wants words.
      const own = options.ownWords?.(wanted.playerId, wanted.cardIds) ?? null;
      if (own !== null) {
        apply({ type: "writeWords", playerId: wanted.playerId, words: own, atMs: clock });
        continue;
      }
      const move = botWordsMove(state as unknown as LegacyState, botFor(wanted.playerId));
      if (move?.by === "bot") apply({ type: "writeWords", playerId: wanted.playerId, words: move.words, by: "bot", atMs: clock });
      else if (options.peopleWrite) apply({ type: "writeWords", playerId: wanted.playerId, words: options.peopleWrite(wanted.playerId, wanted.cardIds), by: "people", atMs: clock });
      else throw new Error("At this table the people write the bots' words: give playBotGame their words (peopleWrite).");
    } else if (shoutedAt !== state.turns && state.turns > 0) {
      shoutedAt = state.turns;
      const turnedAt = clock;
      const decisions: { playerId: string; shout: BotShout }[] = [];
      for (const player of state.players) {
        const shout = decideShout(rules, state, player.id, botFor(player.id));
        if (shout !== null) decisions.push({ playerId: player.id, shout });
      }
      decisions.sort((a, b) => a.shout.reactionMs - b.shout.reactionMs);
      for (const { playerId, shout } of decisions) {
        clock = Math.max(clock, turnedAt + shout.reactionMs);
        try {
          apply({ type: "shout", playerId, call: shout.call, reactionMs: shout.reactionMs, atMs: clock });
        } catch (error) {
          // An earlier shout may have changed the table (a false slap collects the pile).
          if (!isRuleError(error)) throw error;
        }
      }
    } else if (state.phase === "shouts") {
      clock += state.tieWindowMs + 1;
      apply({ type: "resolveShouts", atMs: clock });
    } else {
      clock += interval;
      const current = state.players[state.current];
      if (current === undefined) throw new Error("no current player");
      apply({ type: "turn", playerId: current.id, atMs: clock });
    }
  }
  return { state, events, actions };
}

/** Replays recorded actions from a start; throws if any is refused. */
export function replay<S extends BaseState>(rules: Ruleset<S>, start: Step<S>, actions: readonly GameAction[]): Step<S> {
  let state = start.state;
  const events = [...start.events];
  for (const action of actions) {
    const next = rules.apply(state, action);
    state = next.state;
    events.push(...next.events);
  }
  return { state, events };
}
