/**
 * The online judge (docs/online-play.md, docs/online-fairness.md) as one pure function:
 * step(state, event) → { state, effects }. Moves are judged one at a time, in arrival order: each is
 * applied with the rules library, recorded (an effect; its outcome is the next event), and only
 * then sent to the devices (a verdict, decided by moves already recorded, is sent first). The judge
 * keeps the game's clock, decides when each card and verdict is shown, credits every claimed
 * reaction time, and asks the table's host (lib/games/table-host) when shouting closes and what
 * bots and absent seats do.
 *
 * Failures have one policy each, written once here: a move the rules refuse is answered with their
 * reason and changes nothing; a move that could not be recorded stops the judge (`stopped`: its
 * room is let go and taken over from the recorded moves, so nothing is lost or doubled); a shout's
 * audit or a verdict's keeping never holds up the game.
 */
import { summarise } from "@/lib/games/screen/replay-game";
import { rulesFor, type ScreenGameSetup, type ScreenState } from "@/lib/games/screen/setup";
import { plannedMoves, WORDS_TIME_MS, type PlannedMove } from "@/lib/games/table-host/planned-moves";
import type { MoveDrawing } from "@/lib/games/won-snap-drawings";
import { isRuleError, type GameAction, type GameEvent, type Step } from "@/lib/rules";
import type { Arrival, Presence, RoomJudgeOptions } from "../judge-types";
import { VERDICTS_KEPT, type Ack, type JudgeHostCommand, type PauseReason, type SeatControl, type StepMessage, type Verdict } from "../protocol";
import { cardShown, heldFor } from "./card-in-play";
import { flushAmended, lateForVerdict, report, reportOf, shoutRefusal } from "./card-shouts";
import { judgedReaction, observedReactionMs, showAheadMs, slowestReachMs } from "./fairness";
import { clockFrozen, gameClockFrom, gameTime } from "./game-clock";
import type { AfterRecord, JudgeEffect, JudgeEvent, JudgeState, JudgeStatus, ShoutInHand, Stepped } from "./judge-state";
import { onlyTheWinnerWrites, REFUSED } from "./refusals";
import { seatBook, seatsAtStart, withControl, withPresence } from "./seats";
import { seeMessage } from "./seen-messages";
import { verdictFor, writtenCards } from "./verdict";

const OK: Ack = { ok: true };
const refuse = (reason: string): Ack => ({ ok: false, reason });
const NO_REACTION = { negative: REFUSED.negativeReaction, huge: REFUSED.hugeReaction } as const;
const SEAT_CONTROL: Record<"remove" | "bot" | "restore", SeatControl> = { remove: "REMOVED", bot: "BOT", restore: "PERSON" };

/** The judge's named state: its mode first, then what the table is doing. */
export function tableStatus(state: JudgeState): JudgeStatus {
  if (state.mode.name === "stopped") return "stopped";
  if (state.game.phase === "over") return "over";
  if (state.mode.name === "paused") return "paused";
  if (state.game.phase === "shouts") return "deciding";
  return state.game.phase === "words" ? "words" : "open";
}

export function wordsDueBy(state: JudgeState): number | null {
  return state.wordsDueAt === null ? null : state.wordsDueAt + WORDS_TIME_MS;
}

export function pausedBecause(state: JudgeState): PauseReason | null {
  return state.mode.name === "paused" ? state.mode.because : null;
}

/** The judge of one game: its first state (and the moves it plans from there), and its step. */
export function judgeOf(setup: ScreenGameSetup) {
  const rules = rulesFor(setup);

  function start(options: Omit<RoomJudgeOptions, "deps" | "setup">, now: number): Stepped {
    const game = options.checkpoint.state;
    const state: JudgeState = {
      mode: options.paused ? { name: "paused", since: now, because: "host" } : { name: "judging" },
      game,
      result: options.checkpoint.result,
      actionCount: options.actionCount,
      clock: gameClockFrom(game.nowMs, now, options.paused),
      seats: seatsAtStart(setup, options.controls, now),
      seen: [],
      card: null,
      verdicts: (options.verdicts ?? []).slice(-VERDICTS_KEPT),
      amending: null,
      // A judge taking a room over gives the words still waiting the whole time again.
      wordsDueAt: game.phase === "words" ? now : null,
      pending: null,
    };
    return { state, effects: [replan(state, now)] };
  }

  /** Plans what happens on its own from here: called whenever the table, a seat or the pause changed. */
  function replan(state: JudgeState, now: number): JudgeEffect {
    if (state.mode.name !== "judging") return { type: "schedule", moves: [], plannedAt: state.actionCount };
    const seats = seatBook(setup, state.seats);
    const moves = plannedMoves({
      rules,
      setup,
      state: state.game,
      seats,
      card: state.card,
      now,
      gameNow: gameNow(state, now),
      slowestReachMs: slowestReachMs(seats.presences()),
      wordsDueAt: state.wordsDueAt,
    });
    return { type: "schedule", moves, plannedAt: state.actionCount };
  }

  /** Game time now, never before the latest move's. */
  const gameNow = (state: JudgeState, now: number) => Math.max(gameTime(state.clock, now), state.game.nowMs);

  function step(state: JudgeState, event: JudgeEvent): Stepped {
    const { now } = event;
    if (event.type === "stop") return { state: { ...state, mode: { name: "stopped" }, amending: null }, effects: [{ type: "schedule", moves: [], plannedAt: state.actionCount }, { type: "cancelAmend" }] };
    // A record's outcome is the end of a move judged before the stop, and is judged as such.
    if (state.mode.name === "stopped" && event.type !== "recorded" && event.type !== "notRecorded") {
      // A judge stops when its game ends (its room is let go) or its room is judged elsewhere now.
      const ack = refuse(state.game.phase === "over" ? REFUSED.over : REFUSED.elsewhere);
      return { state, effects: event.type === "presence" || event.type === "amendDue" ? [] : [{ type: "answer", ack }] };
    }
    switch (event.type) {
      case "recorded":
        return recorded(state, now);
      case "notRecorded":
        return notRecorded(state, event.movedOn);
      case "presence":
        return presence(state, event.presence, now);
      case "alone":
        return alone(state, event.alone, now);
      case "amendDue":
        return flushAmended(state, []);
      case "planned":
        return event.plannedAt === state.actionCount ? planned(state, event.move, now) : answered(state, OK);
      case "turn": {
        const admitted = admit(state, event.arrival, event.intent.msgId);
        const refusal = admitted.refusal ?? (event.intent.turn !== state.game.turns ? REFUSED.staleTurn : null);
        return refusal === null ? play(admitted.state, { type: "turn", playerId: event.arrival.seatId, atMs: gameNow(state, now) }, now, { kind: "turn" }) : answered(admitted.state, refuse(refusal));
      }
      case "shout": {
        const admitted = admit(state, event.arrival, event.intent.msgId);
        // A replayed shout is the same shout again: it is answered, and neither kept nor shown twice.
        if (admitted.refusal === REFUSED.replayed) return answered(admitted.state, refuse(admitted.refusal));
        const { turn, call, reactionMs } = event.intent;
        return shout(admitted.state, event.arrival, { turn, call, claimedMs: reactionMs, trusted: false, refused: admitted.refusal }, now);
      }
      case "words": {
        const admitted = admit(state, event.arrival, event.intent.msgId);
        if (admitted.refusal !== null) return answered(admitted.state, refuse(admitted.refusal));
        const wanted = rules.wordsWanted(state.game);
        if (wanted === null) return answered(admitted.state, refuse(REFUSED.noWordsWanted));
        if (wanted.playerId !== event.arrival.seatId) return answered(admitted.state, refuse(winnerWrites(wanted.playerId)));
        // The drawings were read and checked against these words where the intent arrived (lib/realtime).
        const drawings = (event.intent.drawings ?? []).map((d) => ({ cardId: d.cardId, word: d.word, strokes: d.drawing, index: state.actionCount }));
        return play(admitted.state, { type: "writeWords", playerId: event.arrival.seatId, words: event.intent.words, atMs: gameNow(state, now) }, now, { kind: "move" }, { drawings });
      }
      case "host":
        return host(state, event.command, now);
    }
  }

  const answered = (state: JudgeState, ack: Ack, effects: JudgeEffect[] = []): Stepped => ({ state, effects: [...effects, { type: "answer", ack }] });
  const winnerWrites = (seatId: string) => onlyTheWinnerWrites(setup.seats.find((s) => s.id === seatId)?.name ?? seatId);

  /** The checks every device's intent passes first: a new message, a game going on, the sender's own seat. */
  function admit(state: JudgeState, arrival: Arrival, msgId: string): { state: JudgeState; refusal: string | null } {
    const seen = seeMessage(state.seen, msgId);
    const next = { ...state, seen: seen.seen };
    const seats = seatBook(setup, state.seats);
    const status = tableStatus(state);
    if (seen.before) return { state: next, refusal: REFUSED.replayed };
    if (status === "over") return { state: next, refusal: REFUSED.over };
    if (status === "paused") return { state: next, refusal: REFUSED.paused };
    if (!seats.seat(arrival.seatId)) return { state: next, refusal: REFUSED.noSuchSeat };
    if (!seats.devicePlays(arrival.seatId)) return { state: next, refusal: REFUSED.notYourSeat };
    return { state: next, refusal: null };
  }

  /**
   * Applies one move with the rules and asks for its record; it is sent once recorded (`recorded`),
   * or at once when `sentEarly` (a verdict: it follows from moves already recorded — the shouts, and
   * the seeded generator that breaks ties — so a process taking the room over resolves the same
   * shouts the same way, and the time from the tie window's close to the verdict is free of the
   * database's write). A step shown at an instant gets it when it is sent, not before it was
   * recorded: a slow write must not make the card reach a device after its instant.
   */
  function play(state: JudgeState, action: GameAction, now: number, then: AfterRecord, how: { shown?: boolean; sentEarly?: boolean; drawings?: readonly MoveDrawing[] } = {}): Stepped {
    let next: Step<ScreenState>;
    try {
      next = rules.apply(state.game, action);
    } catch (error) {
      if (isRuleError(error)) return refusedByRules(state, then, error.message);
      throw error;
    }
    const shown = how.shown ?? action.type === "turn";
    const pending = { index: state.actionCount, action, next, shown, sentEarly: how.sentEarly ?? false, shownAt: null, then };
    const record: JudgeEffect = { type: "record", index: state.actionCount, action, botPlayed: seatBook(setup, state.seats).botPlayedPeople(), drawings: how.drawings ?? [] };
    if (!pending.sentEarly) return { state: { ...state, pending }, effects: [record] };
    const sent = send({ ...state, pending }, now);
    return { state: sent.state, effects: [...sent.effects, record] };
  }

  /** Sends the pending move to every device: the table moves on. */
  function send(state: JudgeState, now: number): Stepped {
    const pending = state.pending!;
    const { next, then } = pending;
    const shownAt = now + showAheadMs(seatBook(setup, state.seats).presences());
    let moved: JudgeState = {
      ...state,
      game: next.state,
      wordsDueAt: next.state.phase === "words" ? (state.wordsDueAt ?? now) : null,
      actionCount: state.actionCount + 1,
      result: summarise(next.events, state.result),
      pending: { ...pending, shownAt },
    };
    const effects: JudgeEffect[] = [];
    let verdict: Verdict | null = null;
    if (then.kind === "close") {
      const closing = then.closingTurn !== null && state.card?.turn === then.closingTurn ? state.card : null;
      verdict = verdictFor(closing ?? cardShown(state.game.turns, shownAt), next.events, shownAt);
      moved = { ...moved, verdicts: [...moved.verdicts, verdict].slice(-VERDICTS_KEPT) };
      effects.push({ type: "recordVerdict", verdict });
    }
    const amended = moved.amending;
    if (amended) effects.push({ type: "cancelAmend" });
    moved = { ...moved, amending: null };
    const message: StepMessage = {
      actionCount: moved.actionCount,
      events: next.events,
      state: rules.tableView(moved.game),
      result: moved.result,
      showAt: pending.shown ? shownAt : null,
      verdict,
      amended,
      written: writtenCards(next.events),
      wordsDueBy: wordsDueBy(moved),
    };
    return { state: moved, effects: [...effects, { type: "broadcast", step: message }] };
  }

  function recorded(state: JudgeState, now: number): Stepped {
    const pending = state.pending;
    if (!pending) return { state, effects: [] };
    const sent = pending.sentEarly ? { state, effects: [] } : send(state, now);
    const after = { ...sent.state, pending: null };
    const events = pending.next.events;
    const shownAt = sent.state.pending!.shownAt!;
    switch (pending.then.kind) {
      case "turn": {
        const card = events.some((e) => e.type === "cardTurned") ? cardShown(after.game.turns, shownAt) : after.card;
        return done({ ...after, card }, sent.effects, now);
      }
      case "close": {
        const { closingTurn } = pending.then;
        const card = after.card && closingTurn !== null && after.card.turn === closingTurn ? { ...after.card, decided: true } : after.card;
        return done({ ...after, card }, sent.effects, now);
      }
      case "move":
        return done(after, sent.effects, now);
      case "shout":
        return shoutRecorded(after, pending.then.shout, events, pending.index, sent.effects, now);
    }
  }

  const done = (state: JudgeState, effects: JudgeEffect[], now: number): Stepped => answered(state, OK, [...effects, replan(state, now)]);

  /** A move that could not be recorded: the judge stops, and its room is taken over from the recorded moves. */
  function notRecorded(state: JudgeState, movedOn: boolean): Stepped {
    const pending = state.pending;
    const stopped: JudgeState = { ...state, mode: { name: "stopped" }, pending: null, amending: null };
    const effects: JudgeEffect[] = [{ type: "schedule", moves: [], plannedAt: state.actionCount }, { type: "cancelAmend" }];
    const ack = refuse(movedOn ? REFUSED.movedOn : REFUSED.notRecorded);
    if (pending?.then.kind === "shout") effects.push({ type: "recordShout", audit: { ...pending.then.shout.audit, accepted: false, outcome: "refused", actionIndex: null } });
    return answered(stopped, ack, effects);
  }

  /** The rules refused a move: nothing changes but a refused shout's report and audit. */
  function refusedByRules(state: JudgeState, then: AfterRecord, reason: string): Stepped {
    if (then.kind !== "shout") return answered(state, refuse(reason));
    const reported = report(state, then.shout, "refused", reason);
    return answered(reported, refuse(reason), [{ type: "recordShout", audit: { ...then.shout.audit, accepted: false, outcome: "refused", actionIndex: null } }]);
  }

  /**
   * A shout at the latest card, from a device or (trusted: planned by the table's host) a bot.
   * `refused` is a refusal found before the card was looked at (a paused game, a seat not its own).
   * A device's claimed reaction time is judged as fairness.ts credits it; the rules decide the rest
   * (a false start among it).
   */
  function shout(state: JudgeState, arrival: Arrival, said: { turn: number; call: string; claimedMs: number; trusted: boolean; refused: string | null }, now: number): Stepped {
    const { card } = state;
    const observedMs = card ? observedReactionMs(arrival, card.shownAt) : 0;
    const inHand: ShoutInHand = {
      arrival,
      turn: said.turn,
      call: said.call,
      claimedMs: said.claimedMs,
      reactionMs: said.claimedMs,
      audit: { seatId: arrival.seatId, turn: said.turn, call: said.call, reactionMs: said.claimedMs, oneWayMs: arrival.oneWayMs, observedMs },
    };
    let refusal = said.refused ?? shoutRefusal(state, said.turn);
    if (refusal === null && !said.trusted && card !== null) {
      const timed = judgedReaction(said.claimedMs, arrival, card.shownAt);
      if ("refused" in timed) refusal = NO_REACTION[timed.refused];
      else inHand.reactionMs = timed.reactionMs;
    }
    if (refusal !== null) {
      let next = report(state, inHand, "refused", refusal);
      const effects: JudgeEffect[] = [];
      if (refusal === REFUSED.alreadyDecided) next = lateForVerdict(next, said.turn, reportOf(inHand, "refused", refusal), effects);
      effects.push({ type: "recordShout", audit: { ...inHand.audit, accepted: false, outcome: "refused", actionIndex: null } });
      return answered(next, refuse(refusal), effects);
    }
    return play(state, { type: "shout", playerId: arrival.seatId, call: said.call, reactionMs: inHand.reactionMs, atMs: gameNow(state, now) }, now, { kind: "shout", shout: inHand }, { shown: false });
  }

  function shoutRecorded(state: JudgeState, inHand: ShoutInHand, events: GameEvent[], index: number, effects: JudgeEffect[], now: number): Stepped {
    const judged = events.find((e) => e.type === "shoutJudged");
    const right = judged?.right === true;
    const outcome = right ? "right" : judged?.falseStart ? "falseStart" : "wrong";
    let next = report(state, inHand, outcome);
    const card = next.card;
    if (card && card.turn === inHand.turn) {
      const arrivedAt = inHand.arrival.atMs;
      next = { ...next, card: { ...card, firstRight: right && card.firstRight === null ? { reactionMs: inHand.reactionMs, arrivedAt } : card.firstRight, lastArrivedAt: arrivedAt } };
    }
    return done(next, [...effects, { type: "recordShout", audit: { ...inHand.audit, accepted: true, outcome, actionIndex: index } }], now);
  }

  function closeShouting(state: JudgeState, now: number): Stepped {
    const closingTurn = state.card?.turn === state.game.turns ? state.game.turns : null;
    return play(state, { type: "resolveShouts", atMs: gameNow(state, now) }, now, { kind: "close", closingTurn }, { shown: true, sentEarly: true });
  }

  function planned(state: JudgeState, move: PlannedMove, now: number): Stepped {
    const atMs = gameNow(state, now);
    switch (move.type) {
      case "turn":
        return play(state, { type: "turn", playerId: move.seatId, atMs }, now, { kind: "turn" });
      case "shout":
        return shout(state, { seatId: move.seatId, atMs: now, oneWayMs: 0, allowanceMs: 0 }, { turn: state.game.turns, call: move.call, claimedMs: move.reactionMs, trusted: true, refused: null }, now);
      case "resolveShouts":
        return closeShouting(state, now);
      case "writeWords":
        return play(state, { type: "writeWords", playerId: move.seatId, words: move.words, by: move.by, atMs }, now, { kind: "move" });
      case "tick":
        return play(state, { type: "tick", atMs }, now, { kind: "move" });
    }
  }

  function pause(state: JudgeState, because: PauseReason, now: number): Stepped {
    if (state.mode.name === "paused") return answered(state, refuse(REFUSED.paused));
    const paused: JudgeState = { ...state, mode: { name: "paused", since: now, because }, clock: clockFrozen(state.clock, now, true) };
    const effects: JudgeEffect[] = [replan(paused, now)];
    if (because === "host") effects.push({ type: "setPaused", paused: true });
    return answered(paused, OK, [...effects, { type: "roomChanged" }]);
  }

  /** The card on the table was held still: reaction times and the shouting window exclude the
   *  pause; so does the time for words. */
  function resume(state: JudgeState, now: number): Stepped {
    if (state.mode.name !== "paused") return answered(state, refuse(REFUSED.notPaused));
    const held = now - state.mode.since;
    const resumed: JudgeState = {
      ...state,
      mode: { name: "judging" },
      clock: clockFrozen(state.clock, now, false),
      card: state.card && heldFor(state.card, held),
      wordsDueAt: state.wordsDueAt === null ? null : state.wordsDueAt + held,
    };
    const effects: JudgeEffect[] = state.mode.because === "host" ? [{ type: "setPaused", paused: false }] : [];
    return answered(resumed, OK, [...effects, { type: "roomChanged" }, replan(resumed, now)]);
  }

  /** With no player's device connected the game pauses by itself (nobody is there to play it, and
   *  bots must not play on alone); it carries on when one comes back. A host's pause stays the host's. */
  function presence(state: JudgeState, seen: Presence, now: number): Stepped {
    const next = { ...state, seats: withPresence(state.seats, seen, now) };
    const effects: JudgeEffect[] = [replan(next, now)];
    if (next.game.phase !== "over") {
      const anyone = seatBook(setup, next.seats).presences().some((p) => p.connected);
      if (!anyone && next.mode.name !== "paused") effects.push({ type: "later", event: { type: "alone", alone: true, now } });
      else if (anyone && pausedBecause(next) === "everyoneLeft") effects.push({ type: "later", event: { type: "alone", alone: false, now } });
    }
    return { state: next, effects };
  }

  function alone(state: JudgeState, isAlone: boolean, now: number): Stepped {
    if (isAlone) return state.mode.name === "paused" ? answered(state, OK) : pause(state, "everyoneLeft", now);
    return pausedBecause(state) === "everyoneLeft" ? resume(state, now) : answered(state, OK);
  }

  function host(state: JudgeState, command: JudgeHostCommand, now: number): Stepped {
    const seen = seeMessage(state.seen, command.msgId);
    const next = { ...state, seen: seen.seen };
    if (seen.before) return answered(next, refuse(REFUSED.replayed));
    if (next.game.phase === "over") return answered(next, refuse(REFUSED.over));
    switch (command.command) {
      case "pause":
        return pause(next, "host", now);
      case "resume":
        return resume(next, now);
      case "end":
        // Paused or not: the rules end it with the result as it stands, recorded like any end.
        return play(next, { type: "end", atMs: gameNow(next, now) }, now, { kind: "move" });
      case "words":
        return wordsForBot(next, command.words, now);
      default:
        return control(next, command.seatId, SEAT_CONTROL[command.command], now);
    }
  }

  /** The host's device writes a bot's words (a table where the people write them): for a seat no
   *  person's device plays just now; the rules refuse it at any other table. */
  function wordsForBot(state: JudgeState, words: Record<string, string>, now: number): Stepped {
    if (state.mode.name === "paused") return answered(state, refuse(REFUSED.paused));
    const wanted = rules.wordsWanted(state.game);
    if (wanted === null) return answered(state, refuse(REFUSED.noWordsWanted));
    if (seatBook(setup, state.seats).actsForFrom(wanted.playerId) === null) return answered(state, refuse(winnerWrites(wanted.playerId)));
    return play(state, { type: "writeWords", playerId: wanted.playerId, words, by: "people", atMs: gameNow(state, now) }, now, { kind: "move" });
  }

  function control(state: JudgeState, seatId: string, to: SeatControl, now: number): Stepped {
    if (!seatBook(setup, state.seats).isPerson(seatId)) return answered(state, refuse(REFUSED.noSuchSeat));
    const next = { ...state, seats: withControl(state.seats, seatId, to) };
    return answered(next, OK, [{ type: "setControl", seatId, control: to }, { type: "roomChanged" }, replan(next, now)]);
  }

  return { start, step, view: (game: ScreenState) => rules.tableView(game) };
}
