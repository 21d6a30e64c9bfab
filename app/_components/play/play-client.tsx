"use client";

import Link from "next/link";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { BUTTON_LOOK } from "@/app/_components/button";
import type { GameCheckpoint } from "@/lib/games/screen/replay-game";
import { screenRules, type ScreenGameSetup } from "@/lib/games/screen/setup";
import type { GameEvent } from "@/lib/rules";
import { GameOver } from "./game-over";
import { SEAT_KEYS } from "./keys";
import { narrate, type Line, type RightShout } from "./narration";
import { PausedDialog } from "./paused-dialog";
import { PlayHeader } from "./play-header";
import { SeatPanel } from "./seat-panel";
import { wordsOnTable } from "./shout-choices";
import { useBots } from "./use-bots";
import { useGameClock } from "./use-game-clock";
import type { RecordedNews } from "./use-recorder";
import { useScreenGame, type Move } from "./use-screen-game";
import { useSeatKeys } from "./use-seat-keys";
import { useSound } from "./use-sound";
import { WordsDialog } from "./words-dialog";

interface Props {
  deck: { id: string; name: string };
  gameId: string;
  setup: ScreenGameSetup;
  /** The game as its recorded moves left it, and how many moves that is. */
  now: GameCheckpoint;
  actionCount: number;
  faces: Record<string, string>;
  backSvg: string;
  canPlay: boolean;
}

/** Snap Legacy on one screen: the seats, the table's news, and the dialogs for words and pauses. */
export function PlayClient({ deck, gameId, setup, now, actionCount, faces: initialFaces, backSvg, canPlay }: Props) {
  const [faces, setFaces] = useState(initialFaces);
  const [messages, setMessages] = useState<(Line & { id: number })[]>([]);
  const [highlight, setHighlight] = useState<string[]>([]);
  const [paused, setPaused] = useState(false);
  const [autoFlip, setAutoFlip] = useState(false);
  const [wordsError, setWordsError] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);
  const messageId = useRef(0);
  const rightShouts = useRef<RightShout[]>([]);
  const clock = useGameClock();
  const { on: soundOn, switchTo: switchSound, beep } = useSound();

  const nameOf = useCallback((id: string) => setup.seats.find((s) => s.id === id)?.name ?? id, [setup.seats]);

  const tell = useCallback((lines: Line[]) => {
    if (lines.length === 0) return;
    const told = lines.map((line) => ({ ...line, id: ++messageId.current })).reverse();
    setMessages((all) => [...told, ...all].slice(0, 5));
  }, []);

  const onEvents = useCallback(
    (events: GameEvent[]) => {
      const told = narrate(events, nameOf, rightShouts.current, setup.game);
      rightShouts.current = told.rightShouts;
      if (told.cardTurned) clock.cardTurned();
      if (told.highlight) setHighlight(told.highlight);
      if (told.snapWon) beep(880);
      tell(told.lines);
    },
    [nameOf, clock, beep, tell, setup.game],
  );

  const onRefused = useCallback(
    (move: Move, reason: string) => {
      if (move.type === "writeWords") setWordsError(reason);
      else if (move.type !== "turn") tell([{ text: reason, tone: "bad" }]);
    },
    [tell],
  );

  const onRecorded = useCallback(
    (news: RecordedNews) => {
      setFaces((all) => ({ ...all, ...news.faces }));
      tell(news.kept.map((card) => ({ text: `That card already had “${card.word}”, written elsewhere during the game: a card holds one word, so it keeps it.`, tone: "plain" })));
    },
    [tell],
  );

  const game = useScreenGame({ gameId, now, actionCount, canPlay, clock, onEvents, onRefused, onRecorded });
  const { state, play } = game;

  const shout = useCallback(
    (playerId: string, call: string) => play({ type: "shout", playerId, call, reactionMs: Math.round(clock.sinceShown()) }),
    [play, clock],
  );
  const turn = useCallback((playerId: string) => play({ type: "turn", playerId }), [play]);
  const snap = useCallback((playerId: string) => shout(playerId, "snap"), [shout]);

  const { pause: pauseGame, resume: resumeGame } = game;
  const pause = useCallback(() => {
    clock.freeze();
    pauseGame();
    setPaused(true);
  }, [clock, pauseGame]);

  const resume = useCallback(() => {
    clock.run(clock.now());
    resumeGame();
    setPaused(false);
    clock.shownNow();
  }, [clock, resumeGame]);

  // Leaving the tab pauses the game.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden") pause();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [pause]);

  useBots({ state, stateRef: game.stateRef, setup, running: !paused && canPlay, autoFlip, clock, play });

  const humans = useMemo(() => setup.seats.filter((s) => s.kind === "person"), [setup.seats]);
  useSeatKeys(humans, turn, snap);

  const tableWords = useMemo(() => wordsOnTable(state.players), [state.players]);
  const wanted = screenRules.wordsWanted(state);
  const writer = wanted ? setup.seats.find((s) => s.id === wanted.playerId) : undefined;
  const wantedCards = wanted && state.wordsDue ? state.wordsDue.cards.filter((c) => wanted.cardIds.includes(c.id)) : [];

  async function writeWords(words: Record<string, string>) {
    if (!wanted) return;
    setWordsError(null);
    setWriting(true);
    if (play({ type: "writeWords", playerId: wanted.playerId, words }) && !(await game.flush())) {
      setWordsError("The words are kept on this screen but haven't reached the deck yet. They will be sent again.");
    }
    setWriting(false);
  }

  return (
    <div className="flex flex-col gap-5">
      <style>{`@keyframes deal { from { transform: translateY(-18px) rotate(-4deg); opacity: 0.2 } to { transform: none; opacity: 1 } }`}</style>
      <PlayHeader
        deck={deck}
        setup={setup}
        state={state}
        save={game.save}
        onRetrySave={() => void game.flush()}
        autoFlip={autoFlip}
        onAutoFlip={setAutoFlip}
        sound={soundOn}
        onSound={switchSound}
        paused={paused}
        onPause={pause}
        onResume={resume}
      />

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
              onTurn={() => turn(seat.id)}
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

      {paused && state.phase !== "over" && <PausedDialog deckId={deck.id} onResume={resume} />}

      {wanted && writer?.kind === "person" && !paused && canPlay && (
        <WordsDialog winner={writer.name} cards={wantedCards} faces={faces} saving={writing} error={wordsError} onWrite={(w) => void writeWords(w)} />
      )}

      {state.phase === "over" && (
        <GameOver
          setup={setup}
          result={game.result}
          actions={
            <>
              <Link href={`/decks/${deck.id}`} className={BUTTON_LOOK.secondary}>
                Back to the deck
              </Link>
              <Link href={`/decks/${deck.id}/play/new`} className={BUTTON_LOOK.outline}>
                Play again
              </Link>
            </>
          }
        />
      )}
    </div>
  );
}
