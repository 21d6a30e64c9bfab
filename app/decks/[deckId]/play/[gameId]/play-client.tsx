"use client";

import Link from "next/link";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { normaliseWord } from "@/lib/cards/normalise";
import { replayGame } from "@/lib/games/screen/replay-game";
import { screenRules, type ScreenGameSetup } from "@/lib/games/screen/setup";
import { chooseWords, decideShout, isRuleError, type GameAction, type GameEvent, type LegacyState } from "@/lib/rules";
import { GameOver } from "./game-over";
import { SEAT_KEYS } from "./keys";
import { SeatPanel } from "./seat-panel";
import { readPendingMoves, useRecorder, type RecordedNews } from "./use-recorder";
import { WordsDialog } from "./words-dialog";

interface Props {
  deck: { id: string; name: string };
  gameId: string;
  setup: ScreenGameSetup;
  recorded: GameAction[];
  faces: Record<string, string>;
  backSvg: string;
  canPlay: boolean;
}

type Move = GameAction extends infer A ? (A extends GameAction ? Omit<A, "atMs"> : never) : never;

/** Extra time after the first right shout before it is decided, beyond the tie window. */
const DECIDE_AFTER_MS = 40;
const BOT_TURN_MS = 900;
const AUTO_FLIP_MS = 1400;
const BOT_WRITE_MS = 900;

function beep(frequency: number) {
  const audio = new AudioContext();
  const tone = audio.createOscillator();
  const gain = audio.createGain();
  tone.frequency.value = frequency;
  gain.gain.setValueAtTime(0.15, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
  tone.connect(gain).connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.25);
}

export function PlayClient({ deck, gameId, setup, recorded, faces: initialFaces, backSvg, canPlay }: Props) {
  const [faces, setFaces] = useState(initialFaces);
  const [state, setState] = useState<LegacyState>(() => replayGame(setup, recorded).state);
  const [history, setHistory] = useState<GameEvent[]>(() => replayGame(setup, recorded).events);
  const [messages, setMessages] = useState<{ id: number; text: string; tone: "good" | "bad" | "plain" }[]>([]);
  const [highlight, setHighlight] = useState<string[]>([]);
  const [paused, setPaused] = useState(false);
  const [autoFlip, setAutoFlip] = useState(false);
  const [sound, setSound] = useState(false);
  const [wordsError, setWordsError] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);

  const stateRef = useRef(state);
  const pausedRef = useRef(false);
  const clock = useRef({ game: state.nowMs, perf: 0, frozen: true });
  const paintedAt = useRef<number | null>(null);
  const messageId = useRef(0);
  const turnShouts = useRef<{ name: string; reactionMs: number }[]>([]);

  const say = useCallback((text: string, tone: "good" | "bad" | "plain" = "plain") => {
    const id = ++messageId.current;
    setMessages((all) => [{ id, text, tone }, ...all].slice(0, 5));
  }, []);

  const onRecorded = useCallback(
    (news: RecordedNews) => {
      setFaces((all) => ({ ...all, ...news.faces }));
      for (const card of news.kept) {
        say(`That card already had “${card.word}”, written elsewhere during the game: a card holds one word, so it keeps it.`);
      }
    },
    [say],
  );
  const recorder = useRecorder(gameId, recorded.length, onRecorded);

  const seatOf = useCallback((id: string) => setup.seats.find((s) => s.id === id), [setup.seats]);
  const nameOf = useCallback((id: string) => seatOf(id)?.name ?? id, [seatOf]);

  const now = useCallback(() => {
    const c = clock.current;
    return c.frozen ? c.game : c.game + (performance.now() - c.perf);
  }, []);

  const narrate = useCallback(
    (events: GameEvent[]) => {
      for (const event of events) {
        if (event.type === "cardTurned") {
          paintedAt.current = null;
          turnShouts.current = [];
          setHighlight([]);
          // Reactions are timed from the moment the new card is on screen: after the next paint.
          requestAnimationFrame(() => requestAnimationFrame(() => (paintedAt.current = performance.now())));
        } else if (event.type === "shoutJudged") {
          const shouted = event.shouted.toLowerCase() === "snap" ? "“Snap!”" : `“${event.shouted}!”`;
          if (event.right) {
            turnShouts.current.push({ name: nameOf(event.playerId), reactionMs: event.reactionMs });
            say(`${nameOf(event.playerId)} shouted ${shouted} Right! (${event.reactionMs} ms)`, "good");
          } else {
            say(`${nameOf(event.playerId)} shouted ${shouted} Wrong: locked out until the next card.`, "bad");
          }
        } else if (event.type === "snapWon") {
          const [first, second] = [...turnShouts.current].sort((a, b) => a.reactionMs - b.reactionMs);
          const margin = first && second ? `, ${second.reactionMs - first.reactionMs} ms ahead of ${second.name}` : "";
          say(`${nameOf(event.playerId)} wins the snap${margin} and takes ${event.cardIds.length} cards.`, "good");
          setHighlight(event.piles);
          if (sound) beep(880);
        } else if (event.type === "wordsWritten") {
          say(`${nameOf(event.playerId)} wrote ${event.words.map((w) => `“${w.word}”`).join(" and ")} on the deck, for good.`, "good");
        } else if (event.type === "playerRetired") {
          say(`${nameOf(event.playerId)} has no cards left and retires.`);
        } else if (event.type === "stackTakenUp") {
          say(`${nameOf(event.playerId)} picks up their stack as a new hand.`);
        }
      }
    },
    [nameOf, say, sound],
  );

  /** Plays a move through the rules here, then queues it for the server, which judges it again. */
  const play = useCallback(
    (move: Move): boolean => {
      if (pausedRef.current || !canPlay) return false;
      const action = { ...move, atMs: Math.max(Math.round(now()), stateRef.current.nowMs) } as GameAction;
      let step;
      try {
        step = screenRules.apply(stateRef.current, action);
      } catch (error) {
        if (!isRuleError(error)) throw error;
        if (action.type === "writeWords") setWordsError(error.message);
        else if (action.type !== "turn") say(error.message, "bad");
        return false;
      }
      stateRef.current = step.state;
      setState(step.state);
      setHistory((all) => [...all, ...step.events]);
      recorder.record(action);
      narrate(step.events);
      if (action.type === "writeWords" || step.state.phase === "over") void recorder.flush();
      return true;
    },
    [canPlay, now, narrate, recorder, say],
  );

  const shout = useCallback(
    (playerId: string, call: string) => {
      const shownAt = paintedAt.current;
      const reactionMs = shownAt === null ? 0 : Math.round(performance.now() - shownAt);
      play({ type: "shout", playerId, call, reactionMs });
    },
    [play],
  );

  // The clock starts when the page is shown, from where the game left off: moves this tab played
  // that hadn't reached the server before a reload are played again and sent.
  useEffect(() => {
    let step = { state: stateRef.current, events: [] as GameEvent[] };
    const replayed: GameAction[] = [];
    for (const action of readPendingMoves(gameId, recorded.length)) {
      try {
        const next = screenRules.apply(step.state, action);
        step = { state: next.state, events: [...step.events, ...next.events] };
        replayed.push(action);
      } catch {
        break;
      }
    }
    if (replayed.length > 0) {
      stateRef.current = step.state;
      replayed.forEach(recorder.record);
      setState(step.state);
      setHistory((all) => [...all, ...step.events]);
      void recorder.flush();
    }
    clock.current = { game: stateRef.current.nowMs, perf: performance.now(), frozen: false };
    requestAnimationFrame(() => (paintedAt.current = performance.now()));
    // Runs once, when the page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pause = useCallback(() => {
    if (pausedRef.current) return;
    clock.current = { game: now(), perf: performance.now(), frozen: true };
    pausedRef.current = true;
    setPaused(true);
    void recorder.flush();
  }, [now, recorder]);

  const resume = useCallback(() => {
    clock.current = { ...clock.current, perf: performance.now(), frozen: false };
    pausedRef.current = false;
    setPaused(false);
    paintedAt.current = performance.now();
  }, []);

  // Leaving the tab pauses the game.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden") pause();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [pause]);

  // Moves reach the server in batches; words and the end of the game go at once (see play()).
  useEffect(() => {
    const timer = setInterval(() => void recorder.flush(), 500);
    return () => clearInterval(timer);
  }, [recorder]);

  // Bots (and auto-flip) turn cards; bots shout at their pace; the first right shout is decided.
  useEffect(() => {
    if (paused || !canPlay || state.phase === "over") return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const later = (ms: number, run: () => void) => timers.push(setTimeout(run, ms));
    const current = setup.seats[state.current];
    const turnNow = state.turns;

    if (state.phase === "turn" && current && (current.kind === "bot" || autoFlip)) {
      later(current.kind === "bot" ? BOT_TURN_MS : AUTO_FLIP_MS, () => {
        if (stateRef.current.turns === turnNow && stateRef.current.phase === "turn") play({ type: "turn", playerId: current.id });
      });
    }
    if ((state.phase === "turn" || state.phase === "shouts") && state.turns > 0) {
      for (const seat of setup.seats) {
        if (seat.kind !== "bot") continue;
        const decision = decideShout(screenRules, state, seat.id, { pace: seat.pace ?? "normal", mistakeRate: seat.mistakeRate ?? 0.1, seed: `${setup.seed}:${seat.id}` });
        if (!decision) continue;
        const waited = paintedAt.current === null ? 0 : performance.now() - paintedAt.current;
        later(Math.max(0, decision.reactionMs - waited), () => {
          const s = stateRef.current;
          if (s.turns === turnNow && (s.phase === "turn" || s.phase === "shouts")) {
            play({ type: "shout", playerId: seat.id, call: decision.call, reactionMs: decision.reactionMs });
          }
        });
      }
    }
    if (state.phase === "shouts") {
      later(state.tieWindowMs + DECIDE_AFTER_MS, () => {
        if (stateRef.current.phase === "shouts" && stateRef.current.turns === turnNow) play({ type: "resolveShouts" });
      });
    }
    const wanted = screenRules.wordsWanted(state);
    const writer = wanted ? seatOf(wanted.playerId) : undefined;
    if (wanted && writer?.kind === "bot") {
      later(BOT_WRITE_MS, () => {
        const words = chooseWords(wanted.cardIds, { pace: writer.pace ?? "normal", mistakeRate: 0, seed: `${setup.seed}:${writer.id}` }, stateRef.current);
        play({ type: "writeWords", playerId: writer.id, words });
      });
    }
    if (setup.timeLimitMs !== null) {
      const left = setup.timeLimitMs - now();
      later(Math.max(0, left) + 5, () => play({ type: "tick" }));
    }
    return () => timers.forEach(clearTimeout);
  }, [state, paused, canPlay, autoFlip, setup, play, seatOf, now]);

  const humans = useMemo(() => setup.seats.filter((s) => s.kind === "person"), [setup.seats]);

  // Keyboard play: each person at the keyboard has a turn key and a "Snap!" key.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA")) return;
      const key = event.key.toLowerCase();
      humans.forEach((seat, i) => {
        const keys = SEAT_KEYS[i];
        if (!keys) return;
        if (key === keys.turn) play({ type: "turn", playerId: seat.id });
        if (key === keys.snap) shout(seat.id, "snap");
      });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [humans, play, shout]);

  const tableWords = useMemo(() => {
    const seen = new Map<string, string>();
    for (const player of state.players) {
      const word = player.stack[player.stack.length - 1]?.word;
      if (word && !seen.has(normaliseWord(word))) seen.set(normaliseWord(word), word);
    }
    return [...seen.values()];
  }, [state.players]);

  const wanted = screenRules.wordsWanted(state);
  const writer = wanted ? seatOf(wanted.playerId) : undefined;
  const wantedCards = wanted && state.wordsDue ? state.wordsDue.cards.filter((c) => wanted.cardIds.includes(c.id)) : [];

  async function writeWords(words: Record<string, string>) {
    if (!wanted) return;
    setWordsError(null);
    setWriting(true);
    const accepted = play({ type: "writeWords", playerId: wanted.playerId, words });
    if (accepted) {
      const saved = await recorder.flush();
      if (!saved) setWordsError("The words are kept on this screen but haven't reached the deck yet. They will be sent again.");
    }
    setWriting(false);
  }

  const timeLeft = setup.timeLimitMs === null ? null : Math.max(0, Math.ceil((setup.timeLimitMs - state.nowMs) / 60_000));

  return (
    <div className="flex flex-col gap-5">
      <style>{`@keyframes deal { from { transform: translateY(-18px) rotate(-4deg); opacity: 0.2 } to { transform: none; opacity: 1 } }`}</style>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-bold text-felt">
            <Link href={`/decks/${deck.id}`} className="underline">
              {deck.name}
            </Link>
          </p>
          <h1 className="font-display text-2xl font-bold sm:text-3xl">Snap Legacy</h1>
          <p className="text-muted">
            Deal {setup.seed} · {state.turns} cards turned{timeLimitText(timeLeft)}
            {setup.matchSuits ? " · matching suits count" : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SaveBadge save={recorder.save} onRetry={() => void recorder.flush()} />
          <label className="flex min-h-12 items-center gap-2 rounded-xl bg-white px-3 ring-1 ring-line">
            <input type="checkbox" className="size-5" checked={autoFlip} onChange={(e) => setAutoFlip(e.target.checked)} />
            Auto-flip
          </label>
          <label className="flex min-h-12 items-center gap-2 rounded-xl bg-white px-3 ring-1 ring-line">
            <input type="checkbox" className="size-5" checked={sound} onChange={(e) => setSound(e.target.checked)} />
            Sounds
          </label>
          {state.phase !== "over" && (
            <button type="button" onClick={paused ? resume : pause} className="min-h-12 rounded-xl bg-felt px-5 font-bold text-white">
              {paused ? "Resume" : "Pause"}
            </button>
          )}
        </div>
      </header>

      {!canPlay && <p className="rounded-xl bg-amber-50 p-3 ring-2 ring-amber-300">Viewers can watch a game but not play it.</p>}

      <div role="status" aria-live="polite" className="min-h-16 rounded-2xl bg-white p-3 ring-1 ring-line">
        {messages.length === 0 ? (
          <p className="text-lg text-muted">{`${setup.seats[state.current]?.name ?? ""} turns ${state.turns === 0 ? "the first card" : "next"}.`}</p>
        ) : (
          <ul>
            {messages.map((m, i) => (
              <li key={m.id} className={`${i === 0 ? "text-xl font-bold" : "text-sm text-muted"} ${i === 0 && m.tone === "bad" ? "text-snap" : ""} ${i === 0 && m.tone === "good" ? "text-felt" : ""}`}>
                {m.text}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        {setup.seats.map((seat, index) => {
          const player = state.players[index]!;
          const humanIndex = humans.findIndex((h) => h.id === seat.id);
          const playing = player.status === "playing" && !paused && canPlay;
          return (
            <SeatPanel
              key={seat.id}
              seat={seat}
              player={player}
              faces={faces}
              backSvg={backSvg}
              isCurrent={state.current === index && state.phase !== "over"}
              canTurn={playing && state.phase === "turn" && state.current === index}
              canShout={playing && !player.lockedOut && (state.phase === "turn" || state.phase === "shouts") && state.turns > 0}
              highlighted={highlight.includes(seat.id)}
              tableWords={tableWords}
              keys={humanIndex >= 0 ? SEAT_KEYS[humanIndex] : undefined}
              onTurn={() => play({ type: "turn", playerId: seat.id })}
              onShout={(call) => shout(seat.id, call)}
            />
          );
        })}
      </div>

      {humans.length > 0 && (
        <p className="text-sm text-muted">
          Keys: {humans.map((h, i) => (SEAT_KEYS[i] ? `${h.name} turns with ${SEAT_KEYS[i].turn.toUpperCase()} and shouts “Snap!” with ${SEAT_KEYS[i].snap.toUpperCase()}` : null)).filter(Boolean).join("; ")}. Words are shouted with their buttons.
        </p>
      )}

      {paused && state.phase !== "over" && (
        <div role="dialog" aria-modal="true" aria-labelledby="paused-heading" className="fixed inset-0 z-30 flex items-center justify-center bg-black/60 p-4">
          <div className="rounded-3xl bg-table p-8 text-center shadow-2xl">
            <h2 id="paused-heading" className="font-display text-3xl font-bold">Paused</h2>
            <p className="mt-2 text-lg">Nobody can turn or shout until you carry on.</p>
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              <button type="button" autoFocus onClick={resume} className="min-h-12 rounded-xl bg-snap px-8 text-lg font-bold text-white">
                Resume
              </button>
              <Link href={`/decks/${deck.id}`} className="inline-flex min-h-12 items-center rounded-xl border-2 border-felt px-5 font-bold text-felt">
                Back to the deck
              </Link>
            </div>
            <p className="mt-3 text-sm text-muted">The game is saved: open it again from the deck page to carry on.</p>
          </div>
        </div>
      )}

      {wanted && writer?.kind === "person" && !paused && canPlay && (
        <WordsDialog winner={writer.name} cards={wantedCards} faces={faces} saving={writing} error={wordsError} onWrite={(w) => void writeWords(w)} />
      )}

      {state.phase === "over" && <GameOver deckId={deck.id} setup={setup} events={history} />}
    </div>
  );
}

function timeLimitText(minutesLeft: number | null): string {
  return minutesLeft === null ? "" : ` · about ${minutesLeft} min left`;
}

function SaveBadge({ save, onRetry }: { save: ReturnType<typeof useRecorder>["save"]; onRetry: () => void }) {
  if (save.kind === "failed") {
    return (
      <p role="alert" className="flex min-h-12 items-center gap-2 rounded-xl border-2 border-snap bg-red-50 px-3 font-bold text-snap">
        {save.message}
        <button type="button" onClick={onRetry} className="min-h-10 rounded-lg bg-snap px-3 text-white">
          Try again
        </button>
      </p>
    );
  }
  return <p className="px-2 text-sm text-muted">{save.kind === "saving" ? "Saving…" : "Saved"}</p>;
}
