"use client";

import Link from "@/app/_components/link";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { BUTTON_LOOK } from "@/app/_components/button";
import { callLabel } from "@/lib/games/call-label";
import type { GameCheckpoint } from "@/lib/games/screen/replay-game";
import { isPaused, pausedByPlayer, resumed, rulesClosed, rulesOpened, RUNNING, showsPausedDialog, type ScreenPause } from "@/lib/games/screen/pause";
import type { ScreenGameSetup } from "@/lib/games/screen/setup";
import { sentHands } from "@/lib/handwriting/sent-hands";
import { mayTurn, peopleWriteBotWords, type GameEvent } from "@/lib/rules";
import { GameOver } from "./game-over";
import { HowToPlay } from "./how-to-play";
import { keyHint, keyName, SEAT_KEYS } from "./keys";
import { does, narrate, type Line, type RightShout } from "./narration";
import { PausedDialog } from "./paused-dialog";
import { possessive } from "./possessive";
import { PlayHeader } from "./play-header";
import { EMPTY_LOG, logReactions } from "./reaction-log";
import { ReactionPanel } from "./reaction-panel";
import { SavedFirstLink } from "./saved-first-link";
import { seatCallButtons } from "./seat-call-buttons";
import { SeatCalls } from "./seat-calls";
import type { PileAction } from "./seat-tile";
import { Table } from "./table";
import { useTableHost } from "./use-table-host";
import { useGameClock } from "./use-game-clock";
import type { RecordedNews } from "./use-recorder";
import { useScreenGame, type Move } from "./use-screen-game";
import { useSound } from "./use-sound";
import { useTableKeys } from "./use-table-keys";
import { WordsDialog } from "./words-dialog";

/** People calling at one screen whose buttons may wrap onto rows of their own; more share a row each. */
const COMFORTABLE_CALLERS = 2;

/**
 * How this screen runs: a deck game (its moves recorded on the deck, played by editors and watched
 * by viewers) or a game tried without an account (nothing saved, no server call at all).
 */
export type PlayMode =
  | { kind: "deck"; deck: { id: string; name: string }; gameId: string; actionCount: number; canPlay: boolean }
  | { kind: "trial"; playAgainHref: string };

interface Props {
  mode: PlayMode;
  setup: ScreenGameSetup;
  /** The game as its recorded moves left it (the deal, for a new game). */
  now: GameCheckpoint;
  faces: Record<string, string>;
  backSvg: string;
  /** Game milliseconds per real one (lib/games/screen/clock-speed.ts): 1 but in browser tests. */
  clockSpeed: number;
}

/** Any Snap game on one screen, the whole screen: the table, each person's calls, the news, and the dialogs. */
export function PlayScreen({ mode, setup, now, faces: initialFaces, backSvg, clockSpeed }: Props) {
  const deck = mode.kind === "deck" ? mode : null;
  const canPlay = deck ? deck.canPlay : true;
  const back = deck ? { href: `/decks/${deck.deck.id}`, label: `Back to ${deck.deck.name}` } : { href: "/play", label: "Choose another game" };
  const [faces, setFaces] = useState(initialFaces);
  const [news, setNews] = useState<(Line & { id: number }) | null>(null);
  const [highlight, setHighlight] = useState<string[]>([]);
  const [log, setLog] = useState(EMPTY_LOG);
  const [pauseState, setPauseState] = useState<ScreenPause>(RUNNING);
  const pauseRef = useRef<ScreenPause>(RUNNING);
  const paused = isPaused(pauseState);
  const [autoFlip, setAutoFlip] = useState(false);
  const [wordsError, setWordsError] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);
  const newsId = useRef(0);
  const rightShouts = useRef<RightShout[]>([]);
  const clock = useGameClock(clockSpeed);
  const { on: soundOn, switchTo: switchSound, beep } = useSound();

  const nameOf = useCallback((id: string) => setup.seats.find((s) => s.id === id)?.name ?? id, [setup.seats]);

  const tell = useCallback((lines: Line[]) => {
    const last = lines.at(-1);
    if (last) setNews({ ...last, id: ++newsId.current });
  }, []);

  const onEvents = useCallback(
    (events: GameEvent[]) => {
      const told = narrate(events, nameOf, rightShouts.current, setup.game);
      rightShouts.current = told.rightShouts;
      if (told.cardTurned) clock.cardTurned();
      if (told.highlight) setHighlight(told.highlight);
      if (told.snapWon) beep(880);
      setLog((before) => logReactions(before, events));
      tell(told.lines);
    },
    [nameOf, setup.game, clock, beep, tell],
  );

  const onRefused = useCallback(
    (move: Move, reason: string) => {
      if (move.type === "writeWords") setWordsError(reason);
      else if (move.type !== "turn") tell([{ text: reason, tone: "bad" }]);
    },
    [tell],
  );

  const onRecorded = useCallback(
    (recorded: RecordedNews) => {
      setFaces((all) => ({ ...all, ...recorded.faces }));
      tell([
        ...recorded.kept.map((card) => ({ text: `That card already had “${card.word}”, written elsewhere during the game: a card holds one word, so it keeps it.`, tone: "plain" as const })),
        ...recorded.leftBlank.map((card) => ({ text: `“${card.word}” was taken off the family’s list, or written on another card, meanwhile: that card stays blank.`, tone: "plain" as const })),
      ]);
    },
    [tell],
  );

  const game = useScreenGame({ setup, gameId: deck?.gameId ?? null, now, actionCount: deck?.actionCount ?? 0, canPlay, clock, onEvents, onRefused, onRecorded });
  const { rules, state, play } = game;

  const { pause: pauseGame, resume: resumeGame } = game;
  // Why the game is paused (lib/games/screen/pause.ts); the clock and the moves stop and start with it.
  // The clock carries on from where it stood: reaction times count game time, not the pause.
  const changePause = useCallback(
    (change: (before: ScreenPause) => ScreenPause) => {
      const before = pauseRef.current;
      const after = change(before);
      pauseRef.current = after;
      setPauseState(after);
      if (!isPaused(before) && isPaused(after)) {
        clock.freeze();
        pauseGame();
      } else if (isPaused(before) && !isPaused(after)) {
        clock.run(clock.now());
        resumeGame();
      }
    },
    [clock, pauseGame, resumeGame],
  );
  const pause = useCallback(() => changePause(pausedByPlayer), [changePause]);
  const resume = useCallback(() => changePause(resumed), [changePause]);

  // Someone at the device ends the game: the rules end it with the result as it stands.
  const endEarly = useCallback(() => {
    resume();
    play({ type: "end" });
  }, [resume, play]);

  // Leaving the tab pauses the game.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden" && game.stateRef.current.phase !== "over") pause();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [pause, game.stateRef]);

  // The game covers the whole page: the site's header underneath is out of reach while it is open.
  useEffect(() => {
    const header = document.querySelector("body > header");
    header?.setAttribute("inert", "");
    return () => header?.removeAttribute("inert");
  }, []);

  useTableHost({ rules, state, stateRef: game.stateRef, setup, running: !paused && canPlay, autoFlip, clock, play });

  const people = useMemo(() => setup.seats.filter((s) => s.kind === "person"), [setup.seats]);
  const mayShout = canPlay && !paused;
  const callsOf = useCallback(
    (seatId: string, current = game.stateRef.current) => {
      const index = setup.seats.findIndex((s) => s.id === seatId);
      return seatCallButtons(rules, setup, current, index, { mayShout, person: people.findIndex((p) => p.id === seatId), people: people.length });
    },
    [rules, setup, game.stateRef, mayShout, people],
  );

  const shout = useCallback(
    (playerId: string, call: string) => play({ type: "shout", playerId, call, reactionMs: Math.round(clock.sinceShown()) }),
    [play, clock],
  );
  const turn = useCallback((playerId: string) => play({ type: "turn", playerId }), [play]);
  const callByKey = useCallback(
    (playerId: string, which: number) => {
      const button = callsOf(playerId)[which];
      if (button?.enabled) shout(playerId, button.call);
    },
    [callsOf, shout],
  );
  const keyboard = useTableKeys(people, turn, callByKey);

  const turns: Record<string, PileAction> = {};
  const current = setup.seats[state.current];
  if (current?.kind === "person" && canPlay && !paused && mayTurn(state, current.id)) {
    const person = people.findIndex((p) => p.id === current.id);
    const key = people.length === 1 ? "Enter" : keyName(SEAT_KEYS[person]?.turn ?? "");
    turns[current.id] = { label: `Turn ${possessive(current.name)} card${key ? ` (key ${key})` : ""}`, onActivate: () => turn(current.id) };
  }
  const only = people.length === 1 ? people[0] : undefined;
  const onlyCalls = only ? callsOf(only.id, state) : [];
  const slap =
    state.kind === "irish" && only && onlyCalls[0]?.enabled
      ? { label: `${only.name}: slap the centre pile (key Space)`, onActivate: () => shout(only.id, "slap") }
      : undefined;

  const wanted = state.kind === "legacy" ? rules.wordsWanted(state) : null;
  const writer = wanted ? setup.seats.find((s) => s.id === wanted.playerId) : undefined;
  const forBot = writer?.kind === "bot" && state.kind === "legacy" && peopleWriteBotWords(state);
  const wordsDue = state.kind === "legacy" ? state.wordsDue : null;
  const wantedCards = wanted && wordsDue ? wordsDue.cards.filter((c) => wanted.cardIds.includes(c.id)) : [];

  async function writeWords(words: Record<string, string>, hands: Record<string, string>) {
    if (!wanted) return;
    setWordsError(null);
    setWriting(true);
    // A bot's words are typed only (the dialog offers no pad for them): a bot never draws.
    const move = { type: "writeWords" as const, playerId: wanted.playerId, words, ...(forBot ? { by: "people" as const } : {}) };
    if (play(move, forBot ? [] : sentHands(words, hands)) && !(await game.flush())) {
      setWordsError("The words are kept on this screen but haven't reached the deck yet. They will be sent again.");
    }
    setWriting(false);
  }

  const keysLine = people
    .map((p, i) => {
      const keys = SEAT_KEYS[i];
      if (people.length === 1) return `Enter turns your card, Space calls “${callLabel(onlyCalls[0]?.call ?? "snap")}”`;
      return keys ? `${p.name}: ${keyName(keys.turn)} turns, ${keyName(keys.snap)} and ${keyName(keys.pool)} call` : null;
    })
    .filter(Boolean)
    .join(" · ");

  return (
    <div className="fixed inset-0 z-30 flex flex-col gap-1.5 overflow-hidden bg-table p-2 sm:gap-2 sm:p-3">
      <style>{`@keyframes deal { from { transform: translateY(-18px) rotate(-4deg); opacity: 0.2 } to { transform: none; opacity: 1 } }`}</style>
      <PlayHeader
        setup={setup}
        state={state}
        back={back}
        save={deck ? game.save : null}
        onRetrySave={() => void game.flush()}
        howToPlay={<HowToPlay game={setup.game} classic={setup.classic} onOpen={() => changePause(rulesOpened)} onClose={() => changePause(rulesClosed)} />}
        autoFlip={autoFlip}
        onAutoFlip={setAutoFlip}
        sound={soundOn}
        onSound={switchSound}
        paused={paused}
        onPause={pause}
        onResume={resume}
      />

      {!canPlay && <p className="rounded-xl bg-amber-50 px-3 py-1 text-sm ring-2 ring-amber-300">Viewers can watch a game but not play it.</p>}

      <div role="status" aria-live="polite" className="flex min-h-8 items-center rounded-xl bg-white px-3 py-1 ring-1 ring-line">
        <p key={news?.id} className={`line-clamp-2 text-sm font-bold sm:text-base ${news?.tone === "bad" ? "text-snap" : news?.tone === "good" ? "text-felt" : ""}`}>
          {news?.text ?? `${does(current?.name ?? "", "turns", "turn")} ${state.turns === 0 ? "the first card" : "next"}.`}
        </p>
      </div>
      <ReactionPanel seats={setup.seats} log={log} slaps={state.kind === "irish"} />

      <Table setup={setup} state={state} faces={faces} backSvg={backSvg} highlight={highlight} turns={turns} slap={slap} />

      {people.length > 0 && canPlay && (
        <div className="flex flex-col gap-1.5">
          {people.map((person) => {
            const calls = callsOf(person.id, state);
            if (calls.length === 0) return null;
            return <SeatCalls key={person.id} name={person.name} calls={calls} keyboard={keyboard} named={people.length > 1} compact={people.length > COMFORTABLE_CALLERS} onCall={(call) => shout(person.id, call)} />;
          })}
          <p className={`text-xs text-muted max-sm:hidden ${keyHint(keyboard)}`}>Keys: {keysLine}.</p>
        </div>
      )}

      {showsPausedDialog(pauseState) && state.phase !== "over" && (
        <PausedDialog back={back} onResume={resume} onEnd={canPlay ? endEarly : undefined} save={deck ? game.flush : undefined} note={deck ? "The game is saved: open it again from the deck page to carry on." : "This game is not saved: leaving ends it."} />
      )}

      {wanted && writer && (writer.kind === "person" || forBot) && !paused && canPlay && (
        <WordsDialog winner={writer.name} forBot={forBot} cards={wantedCards} faces={faces} saving={writing} error={wordsError} onWrite={(w, h) => void writeWords(w, h)} />
      )}

      {state.phase === "over" && (
        <GameOver
          setup={setup}
          result={game.result}
          actions={
            deck ? (
              <>
                <SavedFirstLink href={`/decks/${deck.deck.id}`} save={game.flush} className={BUTTON_LOOK.secondary}>
                  Back to the deck
                </SavedFirstLink>
                <SavedFirstLink href={`/decks/${deck.deck.id}/play/new`} save={game.flush} className={BUTTON_LOOK.outline}>
                  Play again
                </SavedFirstLink>
              </>
            ) : (
              <>
                <a href={mode.kind === "trial" ? mode.playAgainHref : "/play"} className={BUTTON_LOOK.secondary}>
                  Play again with a new deal
                </a>
                <Link href="/play" className={BUTTON_LOOK.outline}>
                  Choose another game
                </Link>
                <Link href="/sign-up" className={BUTTON_LOOK.outline}>
                  Start a family deck
                </Link>
              </>
            )
          }
        />
      )}
    </div>
  );
}
