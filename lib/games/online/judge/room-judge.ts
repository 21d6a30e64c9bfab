/**
 * One online room's game on the server (docs/online-play.md, docs/online-fairness.md). Moves are
 * judged one at a time, in arrival order: each is applied with the rules library, recorded, and
 * only then sent to the devices (a verdict, decided by moves already recorded, is sent first). The judge keeps the game's clock, decides when each card and
 * verdict is shown, checks every claimed reaction time, closes the shouting once no faster shout
 * can still be on its way, and plays for bots and for seats nobody is at.
 */
import { summarise } from "@/lib/games/screen/replay-game";
import { rulesFor, type ScreenState } from "@/lib/games/screen/setup";
import { isRuleError, type GameAction, type GameEvent, type Step } from "@/lib/rules";
import { GameMovedOn, type Arrival, type Presence, type RoomJudge, type RoomJudgeOptions, type ShoutAudit } from "../judge-types";
import { VERDICTS_KEPT, type Ack, type JudgeHostCommand, type PauseReason, type SeatControl, type ShoutIntent, type ShoutReport, type TableSnapshot, type TurnIntent, type Verdict, type WordsIntent } from "../protocol";
import { cardShown, heldFor, type CardInPlay } from "./card-in-play";
import { judgedReaction, observedReactionMs, showAheadMs, slowestReachMs } from "./fairness";
import { serverGameClock } from "./game-clock";
import { plannedMoves, WORDS_TIME_MS, type PlannedMove } from "@/lib/games/table-host/planned-moves";
import { onlyTheWinnerWrites, REFUSED } from "./refusals";
import { seatBook } from "./seats";
import { seenMessages } from "./seen-messages";
import { verdictFor, writtenCards } from "./verdict";


const OK: Ack = { ok: true };
/** How long a verdict a late press joined waits for the room's next move to go with. */
const AMEND_AFTER_MS = 1_000;
const refuse = (reason: string): Ack => ({ ok: false, reason });

const NO_REACTION = { negative: REFUSED.negativeReaction, huge: REFUSED.hugeReaction } as const;

const SEAT_CONTROL: Record<"remove" | "bot" | "restore", SeatControl> = { remove: "REMOVED", bot: "BOT", restore: "PERSON" };

type Played = { ok: true; index: number; events: GameEvent[]; shownAt: number } | { ok: false; reason: string };

export function createRoomJudge(options: RoomJudgeOptions): RoomJudge {
  const { setup, deps } = options;
  const rules = rulesFor(setup);
  const clock = serverGameClock(deps.now, options.checkpoint.state.nowMs, options.paused);
  const seats = seatBook(setup, options.controls, deps.now());
  const messages = seenMessages();
  let state: ScreenState = options.checkpoint.state;
  let result = options.checkpoint.result;
  let actionCount = options.actionCount;
  let card: CardInPlay | null = null;
  let verdicts: Verdict[] = (options.verdicts ?? []).slice(-VERDICTS_KEPT);
  /** A verdict a late press joined since the last move was sent, and its own sending's timer. */
  let amending: { verdict: Verdict; cancel: () => void } | null = null;
  let pausedAt: number | null = options.paused ? deps.now() : null;
  /** When (server ms) the words still waiting were asked for: a judge taking a room over gives them the whole time again. */
  let wordsDueAt: number | null = state.phase === "words" ? deps.now() : null;
  const wordsDueBy = () => (wordsDueAt === null ? null : wordsDueAt + WORDS_TIME_MS);
  /** Why the game is paused: the host paused it (kept with the room), or every player's device left
   *  (not kept: a room with no device in it is judged nowhere, and the next judge starts from its devices). */
  let pausedBecause: PauseReason | null = options.paused ? "host" : null;
  let stopped = false;
  let timers: (() => void)[] = [];
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs a task after every task before it has finished: two moves never interleave. */
  function inOrder(task: () => Promise<Ack> | Ack): Promise<Ack> {
    // A judge stops when its game ends (its room is let go) or its room is judged elsewhere now.
    const run = queue.then(() => (stopped ? refuse(state.phase === "over" ? REFUSED.over : REFUSED.elsewhere) : task()));
    queue = run.catch(() => undefined);
    return run;
  }

  /** Game time now, never before the latest move's. */
  const gameNow = () => Math.max(clock.now(), state.nowMs);
  const showAt = () => deps.now() + showAheadMs(seats.presences());

  function cancelTimers() {
    for (const cancel of timers) cancel();
    timers = [];
  }

  /** Plans what happens on its own from here; called whenever the table, a seat or the pause changed. */
  function replan() {
    cancelTimers();
    if (stopped || pausedAt !== null) return;
    const now = deps.now();
    const planned = plannedMoves({ rules, setup, state, seats, card, now, gameNow: gameNow(), slowestReachMs: slowestReachMs(seats.presences()), wordsDueAt });
    const plannedAt = actionCount;
    for (const move of planned) {
      timers.push(deps.setTimer(Math.max(0, move.at - now), () => void inOrder(() => (plannedAt === actionCount ? playPlanned(move) : OK))));
    }
  }

  function stop() {
    stopped = true;
    cancelTimers();
    amending?.cancel();
    amending = null;
  }

  /**
   * Applies one move: the rules judge it, the store records it, then every device is sent it.
   * A verdict (`sentBeforeRecorded`) is the one move sent first: it follows from moves already
   * recorded (the shouts, and the seeded generator that breaks ties), so a process taking the
   * room over resolves the same shouts the same way; sending it at once keeps the time from the
   * tie window's close to the verdict free of the database's write. The next move still waits for
   * its record. A step shown at an instant (`shown`) gets it when it is sent, not before it was
   * recorded: a slow write must not make the card reach a device after its instant.
   */
  async function play(action: GameAction, shown: boolean, verdictOf?: (events: GameEvent[], at: number) => Verdict, sentBeforeRecorded = false): Promise<Played> {
    let next: Step<ScreenState>;
    try {
      next = rules.apply(state, action);
    } catch (error) {
      if (isRuleError(error)) return { ok: false, reason: error.message };
      throw error;
    }
    const index = actionCount;
    let shownAt = 0;
    const send = () => {
      state = next.state;
      wordsDueAt = state.phase === "words" ? (wordsDueAt ?? deps.now()) : null;
      actionCount += 1;
      result = summarise(next.events, result);
      shownAt = showAt();
      const verdict = verdictOf?.(next.events, shownAt) ?? null;
      deps.broadcast({
        actionCount,
        events: next.events,
        state: rules.tableView(state),
        result,
        showAt: shown ? shownAt : null,
        verdict,
        amended: takeAmended(),
        written: writtenCards(next.events),
        wordsDueBy: wordsDueBy(),
      });
    };
    if (sentBeforeRecorded) send();
    try {
      await deps.store.record(index, [action], seats.botPlayedPeople());
    } catch (error) {
      stop();
      return { ok: false, reason: error instanceof GameMovedOn ? REFUSED.movedOn : REFUSED.notRecorded };
    }
    if (!sentBeforeRecorded) send();
    return { ok: true, index, events: next.events, shownAt };
  }

  const answer = (played: Played): Ack => (played.ok ? OK : refuse(played.reason));

  async function turnCard(seatId: string): Promise<Ack> {
    const played = await play({ type: "turn", playerId: seatId, atMs: gameNow() }, true);
    if (played.ok) {
      if (played.events.some((e) => e.type === "cardTurned")) card = cardShown(state.turns, played.shownAt);
      replan();
    }
    return answer(played);
  }

  /** Keeps a shout for the audit. The store reports its own failures; a lost audit row never
   *  changes the game, so judging does not wait for it. */
  function audit(entry: ShoutAudit) {
    deps.store.recordShout(entry).catch(() => undefined);
  }

  /** The shout checks that need the card: is it this card, and still open? */
  function shoutRefusal(intentTurn: number): string | null {
    if (intentTurn !== state.turns) return REFUSED.staleTurn;
    if (card === null || card.turn !== state.turns) return state.turns === 0 ? REFUSED.noCardYet : REFUSED.cardBeforeTakeover;
    if (card.decided) return REFUSED.alreadyDecided;
    return null;
  }

  /**
   * A shout at the latest card, from a device or (trusted: its own timer) a bot. `refused` is a
   * refusal found before the card was looked at (a paused game, a seat not its own). A device's
   * claimed reaction time is judged as fairness.ts credits it; the rules decide the rest (a false
   * start among it).
   */
  async function judgeShout(arrival: Arrival, intentTurn: number, call: string, claimedMs: number, trusted: boolean, refused: string | null = null): Promise<Ack> {
    const shown = card;
    const observedMs = shown ? observedReactionMs(arrival, shown.shownAt) : 0;
    const kept = { seatId: arrival.seatId, turn: intentTurn, call, reactionMs: claimedMs, oneWayMs: arrival.oneWayMs, observedMs };
    let reactionMs = claimedMs;
    // Shown in the verdict: every shout at this card while it is open, but only a seat's first
    // refusal, so a device sending refused shouts again and again can't swamp it.
    const report = (outcome: ShoutReport["outcome"], reason?: string) => {
      if (shown === null || shown.turn !== intentTurn || shown.decided) return;
      if (outcome === "refused" && shown.reports.some((r) => r.seatId === arrival.seatId && r.outcome === "refused")) return;
      const credited = reactionMs !== claimedMs ? { claimedMs } : {};
      shown.reports.push({ seatId: arrival.seatId, call, reactionMs, ...credited, oneWayMs: arrival.oneWayMs, outcome, ...(reason ? { reason } : {}) });
    };
    let refusal = refused ?? shoutRefusal(intentTurn);
    if (refusal === null && !trusted && shown !== null) {
      const timed = judgedReaction(claimedMs, arrival, shown.shownAt);
      if ("refused" in timed) refusal = NO_REACTION[timed.refused];
      else reactionMs = timed.reactionMs;
    }
    if (refusal !== null) {
      report("refused", refusal);
      if (refusal === REFUSED.alreadyDecided) lateForVerdict(intentTurn, { seatId: arrival.seatId, call, reactionMs, oneWayMs: arrival.oneWayMs, outcome: "refused", reason: refusal });
      audit({ ...kept, accepted: false, outcome: "refused", actionIndex: null });
      return refuse(refusal);
    }
    const played = await play({ type: "shout", playerId: arrival.seatId, call, reactionMs, atMs: gameNow() }, false);
    if (!played.ok) {
      if (!stopped) report("refused", played.reason);
      audit({ ...kept, accepted: false, outcome: "refused", actionIndex: null });
      return answer(played);
    }
    const judged = played.events.find((e) => e.type === "shoutJudged");
    const right = judged?.right === true;
    const outcome = right ? "right" : judged?.falseStart ? "falseStart" : "wrong";
    report(outcome);
    audit({ ...kept, accepted: true, outcome, actionIndex: played.index });
    if (shown) {
      if (right && shown.firstRight === null) shown.firstRight = { reactionMs, arrivedAt: arrival.atMs };
      shown.lastArrivedAt = arrival.atMs;
    }
    replan();
    return OK;
  }

  /** A press that came after its card's verdict joins that verdict (a seat's first such press only),
   *  and every device is sent the verdict again: "Why did X win?" shows the loser's own late press.
   *  It goes with the room's next move (no message of its own), or on its own after AMEND_AFTER_MS
   *  when no move comes: a broadcast per late press cost the 400-room benchmark a tenth of its moves. */
  function lateForVerdict(turn: number, late: ShoutReport) {
    const at = verdicts.findIndex((v) => v.turn === turn);
    const verdict = verdicts[at];
    if (!verdict || verdict.shouts.some((s) => s.seatId === late.seatId && s.outcome === "refused")) return;
    const amended = { ...verdict, shouts: [...verdict.shouts, late] };
    verdicts = verdicts.with(at, amended);
    void deps.store.recordVerdict(amended);
    if (amending && amending.verdict.turn !== turn) flushAmended();
    amending ??= { verdict: amended, cancel: deps.setTimer(AMEND_AFTER_MS, flushAmended) };
    amending.verdict = amended;
  }

  /** The verdict amended since the last move, sent on its own. */
  function flushAmended() {
    if (!amending) return;
    amending.cancel();
    deps.verdictChanged(amending.verdict);
    amending = null;
  }

  /** The verdict amended since the last move, to go with this one (and not on its own). */
  function takeAmended(): Verdict | null {
    if (!amending) return null;
    amending.cancel();
    const { verdict } = amending;
    amending = null;
    return verdict;
  }

  async function closeShouting(): Promise<Ack> {
    const closing = card?.turn === state.turns ? card : null;
    const played = await play(
      { type: "resolveShouts", atMs: gameNow() },
      true,
      (events, at) => {
        const verdict = verdictFor(closing ?? cardShown(state.turns, at), events, at);
        verdicts = [...verdicts, verdict].slice(-VERDICTS_KEPT);
        void deps.store.recordVerdict(verdict);
        return verdict;
      },
      true,
    );
    if (played.ok) {
      if (closing) closing.decided = true;
      replan();
    }
    return answer(played);
  }

  /** A move the judge keeps no notes about (words written, a tick). */
  async function playMove(action: GameAction): Promise<Ack> {
    const played = await play(action, false);
    if (played.ok) replan();
    return answer(played);
  }

  function playPlanned(move: PlannedMove): Promise<Ack> {
    switch (move.type) {
      case "turn":
        return turnCard(move.seatId);
      case "shout":
        return judgeShout({ seatId: move.seatId, atMs: deps.now(), oneWayMs: 0, allowanceMs: 0 }, state.turns, move.call, move.reactionMs, true);
      case "resolveShouts":
        return closeShouting();
      case "writeWords":
        return playMove({ type: "writeWords", playerId: move.seatId, words: move.words, by: move.by, atMs: gameNow() });
      case "tick":
        return playMove({ type: "tick", atMs: gameNow() });
    }
  }

  /** The checks every device's intent passes first: a new message, a game going on, the sender's own seat. */
  function admit(arrival: Arrival, msgId: string): string | null {
    if (messages.seenBefore(msgId)) return REFUSED.replayed;
    if (state.phase === "over") return REFUSED.over;
    if (pausedAt !== null) return REFUSED.paused;
    if (!seats.seat(arrival.seatId)) return REFUSED.noSuchSeat;
    if (!seats.devicePlays(arrival.seatId)) return REFUSED.notYourSeat;
    return null;
  }

  async function pause(because: PauseReason): Promise<Ack> {
    if (pausedAt !== null) return refuse(REFUSED.paused);
    clock.pause();
    pausedAt = deps.now();
    pausedBecause = because;
    cancelTimers();
    if (because === "host") await deps.store.setPaused(true);
    deps.roomChanged();
    return OK;
  }

  async function resume(): Promise<Ack> {
    if (pausedAt === null) return refuse(REFUSED.notPaused);
    // The card on the table was held still: reaction times and the shouting window exclude the pause;
    // so does the time for words.
    if (card) card = heldFor(card, deps.now() - pausedAt);
    if (wordsDueAt !== null) wordsDueAt += deps.now() - pausedAt;
    const was = pausedBecause;
    pausedAt = null;
    pausedBecause = null;
    clock.resume();
    if (was === "host") await deps.store.setPaused(false);
    deps.roomChanged();
    replan();
    return OK;
  }

  /** With no player's device connected the game pauses by itself (nobody is there to play it, and
   *  bots must not play on alone); it carries on when one comes back. A host's pause stays the host's. */
  function followPresence(): void {
    if (state.phase === "over") return;
    const anyone = seats.presences().some((p) => p.connected);
    if (!anyone && pausedAt === null) void inOrder(() => pause("everyoneLeft"));
    else if (anyone && pausedBecause === "everyoneLeft") void inOrder(() => (pausedBecause === "everyoneLeft" ? resume() : OK));
  }

  /** The host's device writes a bot's words (a table where the people write them): for a seat no
   *  person's device plays just now; the rules refuse it at any other table. */
  function wordsForBot(words: Record<string, string>): Promise<Ack> | Ack {
    if (pausedAt !== null) return refuse(REFUSED.paused);
    const wanted = rules.wordsWanted(state);
    if (wanted === null) return refuse(REFUSED.noWordsWanted);
    if (seats.actsForFrom(wanted.playerId) === null) return refuse(onlyTheWinnerWrites(seats.seat(wanted.playerId)?.name ?? wanted.playerId));
    return playMove({ type: "writeWords", playerId: wanted.playerId, words, by: "people", atMs: gameNow() });
  }

  async function control(seatId: string, to: SeatControl): Promise<Ack> {
    if (!seats.isPerson(seatId)) return refuse(REFUSED.noSuchSeat);
    seats.setControl(seatId, to);
    await deps.store.setControl(seatId, to);
    deps.roomChanged();
    replan();
    return OK;
  }

  replan();

  return {
    presence(presence: Presence) {
      if (stopped) return;
      seats.setPresence(presence, deps.now());
      replan();
      followPresence();
    },
    turn(arrival: Arrival, intent: TurnIntent) {
      return inOrder(() => {
        const refusal = admit(arrival, intent.msgId) ?? (intent.turn !== state.turns ? REFUSED.staleTurn : null);
        return refusal === null ? turnCard(arrival.seatId) : refuse(refusal);
      });
    },
    shout(arrival: Arrival, intent: ShoutIntent) {
      return inOrder(() => judgeShout(arrival, intent.turn, intent.call, intent.reactionMs, false, admit(arrival, intent.msgId)));
    },
    words(arrival: Arrival, intent: WordsIntent) {
      return inOrder(() => {
        const refusal = admit(arrival, intent.msgId);
        if (refusal !== null) return refuse(refusal);
        const wanted = rules.wordsWanted(state);
        if (wanted === null) return refuse(REFUSED.noWordsWanted);
        if (wanted.playerId !== arrival.seatId) return refuse(onlyTheWinnerWrites(seats.seat(wanted.playerId)?.name ?? wanted.playerId));
        return playMove({ type: "writeWords", playerId: arrival.seatId, words: intent.words, atMs: gameNow() });
      });
    },
    host(command: JudgeHostCommand) {
      return inOrder(() => {
        if (messages.seenBefore(command.msgId)) return refuse(REFUSED.replayed);
        if (state.phase === "over") return refuse(REFUSED.over);
        switch (command.command) {
          case "pause":
            return pause("host");
          case "resume":
            return resume();
          case "end":
            // Paused or not: the rules end it with the result as it stands, recorded like any end.
            return playMove({ type: "end", atMs: gameNow() });
          case "words":
            return wordsForBot(command.words);
          default:
            return control(command.seatId, SEAT_CONTROL[command.command]);
        }
      });
    },
    snapshot(): TableSnapshot {
      return { actionCount, state: rules.tableView(state), result, shownAt: card?.shownAt ?? null, verdicts, wordsDueBy: wordsDueBy() };
    },
    controls: () => seats.controls(),
    paused: () => pausedBecause,
    presences: () => seats.presences(),
    stop,
  };
}
