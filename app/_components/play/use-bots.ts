"use client";

import { useEffect, type RefObject } from "react";
import { botSettings, type ScreenGameSetup, type ScreenState } from "@/lib/games/screen/setup";
import { botWordsMove, decideShout, mayShout, mayTurn, SLAP_WINDOW_MS, type Ruleset } from "@/lib/rules";
import type { GameClock } from "./game-clock";
import type { Move } from "./use-screen-game";

/** Extra time after the first right shout before it is decided, beyond the tie window. */
const DECIDE_AFTER_MS = 40;
const BOT_TURN_MS = 900;
const AUTO_FLIP_MS = 1400;
const BOT_WRITE_MS = 900;

interface Options {
  rules: Ruleset<ScreenState>;
  state: ScreenState;
  /** The latest state, for timers that fire after it moved on. */
  stateRef: RefObject<ScreenState>;
  setup: ScreenGameSetup;
  running: boolean;
  autoFlip: boolean;
  clock: GameClock;
  play: (move: Move) => boolean;
}

/** When the host closes the shouting: a snap once the tie window after the first right shout has
 *  passed; an Irish slap when every playing seat has slapped (and the tie window has passed) or the
 *  slap window is over. */
function closeShoutsInMs(state: ScreenState, clock: GameClock): number {
  if (state.kind !== "irish") return state.tieWindowMs + DECIDE_AFTER_MS;
  const everyone = state.players.every((p) => p.status !== "playing" || state.shouts.some((s) => s.playerId === p.id));
  return everyone ? state.tieWindowMs + DECIDE_AFTER_MS : Math.max(0, SLAP_WINDOW_MS - clock.sinceShown());
}

/**
 * What happens on its own at the table: bots (and auto-flip) turn cards, bots shout at their
 * pace and, when they win, do what the table's rule says with the words (leave the cards blank, or
 * take words from the family's list; the people write them in the words dialog otherwise), the
 * shouting is closed at the right time, and a time limit ends the game. Every decision is the
 * rules library's (decideShout, botWordsMove, wordsWanted); this only waits the right time (in
 * game time: a pause stops it, a test's faster clock shortens it) and plays the move.
 */
export function useBots({ rules, state, stateRef, setup, running, autoFlip, clock, play }: Options) {
  useEffect(() => {
    if (!running || state.phase === "over") return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const later = (ms: number, run: () => void) => timers.push(setTimeout(run, clock.realMs(ms)));
    const stillTurn = (turn: number) => stateRef.current.turns === turn;
    const current = setup.seats[state.current];
    const turn = state.turns;

    if (current && mayTurn(state, current.id) && (current.kind === "bot" || autoFlip)) {
      later(current.kind === "bot" ? BOT_TURN_MS : AUTO_FLIP_MS, () => {
        if (stillTurn(turn) && mayTurn(stateRef.current, current.id)) play({ type: "turn", playerId: current.id });
      });
    }
    for (const seat of setup.seats) {
      if (seat.kind !== "bot" || !mayShout(state, seat.id)) continue;
      const decision = decideShout(rules, state, seat.id, botSettings(setup, seat));
      if (!decision) continue;
      later(Math.max(0, decision.reactionMs - clock.sinceShown()), () => {
        if (stillTurn(turn) && mayShout(stateRef.current, seat.id)) {
          play({ type: "shout", playerId: seat.id, call: decision.call, reactionMs: decision.reactionMs });
        }
      });
    }
    if (state.phase === "shouts") {
      later(closeShoutsInMs(state, clock), () => {
        if (stateRef.current.phase === "shouts" && stillTurn(turn)) play({ type: "resolveShouts" });
      });
    }
    const wanted = rules.wordsWanted(state);
    const writer = wanted ? setup.seats.find((s) => s.id === wanted.playerId) : undefined;
    const move = writer?.kind === "bot" && state.kind === "legacy" ? botWordsMove(state, botSettings(setup, writer)) : null;
    if (writer && move?.by === "bot") {
      later(BOT_WRITE_MS, () => play({ type: "writeWords", playerId: writer.id, words: move.words, by: "bot" }));
    }
    if (setup.timeLimitMs !== null) {
      later(Math.max(0, setup.timeLimitMs - clock.now()) + 5, () => play({ type: "tick" }));
    }
    return () => timers.forEach(clearTimeout);
  }, [rules, state, stateRef, setup, running, autoFlip, clock, play]);
}
