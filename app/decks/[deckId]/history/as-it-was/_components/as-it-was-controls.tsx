"use client";

import Form from "next/form";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { BUTTON_LOOK } from "@/app/_components/button";
import { historyPaths } from "@/lib/history/paths";

/** How long the slider waits after the last move before asking for that moment. */
const SLIDER_DEBOUNCE_MS = 250;
/** Play: how many steps it takes through the whole history, and how long each is shown. */
const PLAY = { steps: 40, everyMs: 700 };
/** With reduced motion asked for, Play moves in a few big, slow steps instead. */
const PLAY_REDUCED = { steps: 6, everyMs: 2500 };

interface GameChoice {
  id: string;
  label: string;
}

/**
 * How a moment is picked: a slider over the history's positions (0..historySeq), a Play button that
 * steps it to the end to watch the deck fill up, the end of a day, or the end of a game. Each moves
 * the page's address (?at=, ?date=, ?game=), so a moment can be shared.
 */
export function AsItWasControls({
  deckId,
  seq,
  historySeq,
  date,
  dayZone,
  game,
  games,
}: {
  deckId: string;
  seq: number;
  historySeq: number;
  date: string;
  /** The deck's zone, as people read it: the day is one of its days. */
  dayZone: string;
  game: string;
  games: GameChoice[];
}) {
  const router = useRouter();
  const paths = historyPaths(deckId);
  const ids = useId();
  const [pending, startTransition] = useTransition();
  const [value, setValue] = useState(seq);
  const [shownSeq, setShownSeq] = useState(seq);
  const [playing, setPlaying] = useState(false);
  const current = useRef(seq);
  const debounce = useRef<number | undefined>(undefined);

  // The page moved to another moment (a day, a game, the back button): the slider follows it,
  // unless Play is stepping it on ahead of the pages it has asked for.
  if (seq !== shownSeq) {
    setShownSeq(seq);
    if (!playing) setValue(seq);
  }
  useEffect(() => {
    current.current = value;
  }, [value]);

  const show = (position: number) => startTransition(() => router.replace(paths.asItWas({ seq: position }), { scroll: false }));

  useEffect(() => {
    if (!playing) return;
    const pace = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? PLAY_REDUCED : PLAY;
    const step = Math.max(1, Math.ceil(historySeq / pace.steps));
    const timer = window.setInterval(() => {
      const next = Math.min(historySeq, current.current + step);
      current.current = next;
      setValue(next);
      show(next);
      if (next >= historySeq) setPlaying(false);
    }, pace.everyMs);
    return () => window.clearInterval(timer);
    // `show` is made anew each render; the interval only needs the history's length.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, historySeq]);

  useEffect(() => () => window.clearTimeout(debounce.current), []);

  const slide = (position: number) => {
    setPlaying(false);
    setValue(position);
    window.clearTimeout(debounce.current);
    debounce.current = window.setTimeout(() => show(position), SLIDER_DEBOUNCE_MS);
  };

  const togglePlay = () => {
    if (playing) return setPlaying(false);
    if (value >= historySeq) {
      // Played to the end already: start again from the beginning.
      current.current = 0;
      setValue(0);
      show(0);
    }
    setPlaying(true);
  };

  const positionText = (n: number) => (n === 0 ? "Before the first event" : `After event ${n.toLocaleString("en-GB")} of ${historySeq.toLocaleString("en-GB")}`);

  return (
    <section aria-labelledby={`${ids}-heading`} className="flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-line">
      <h2 id={`${ids}-heading`} className="font-display text-2xl font-bold">
        Pick a moment
      </h2>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${ids}-slider`} className="font-bold">
          History position
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={`${ids}-slider`}
            type="range"
            min={0}
            max={historySeq}
            step={1}
            value={value}
            disabled={historySeq === 0}
            aria-valuetext={positionText(value)}
            aria-describedby={`${ids}-position`}
            onChange={(event) => slide(Number(event.target.value))}
            className="h-11 min-w-0 flex-1 accent-felt"
          />
          <button type="button" onClick={togglePlay} disabled={historySeq === 0} aria-pressed={playing} className={BUTTON_LOOK.secondary}>
            {playing ? "Stop" : "Play"}
          </button>
        </div>
        <p id={`${ids}-position`} className="text-muted">
          <output htmlFor={`${ids}-slider`}>{positionText(value)}</output>
          {pending && <span> · loading…</span>}
          {!playing && historySeq > 0 && <span className="sr-only"> Play steps the slider to the end to watch the deck fill up.</span>}
        </p>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Form action={paths.asItWas()} replace scroll={false} className="flex min-w-0 flex-col gap-2">
          <label htmlFor={`${ids}-date`} className="font-bold">
            At the end of a day
          </label>
          <p id={`${ids}-date-hint`} className="text-sm text-muted">
            The deck’s days, in {dayZone} time.
          </p>
          <div className="flex flex-wrap gap-2">
            <input
              id={`${ids}-date`}
              type="date"
              name="date"
              required
              defaultValue={date}
              aria-describedby={`${ids}-date-hint`}
              className="min-h-12 min-w-0 flex-1 rounded-xl border-2 border-line bg-white px-3 text-lg"
            />
            <button type="submit" className={BUTTON_LOOK.outline}>
              Show
            </button>
          </div>
        </Form>

        <Form action={paths.asItWas()} replace scroll={false} className="flex min-w-0 flex-col gap-2">
          <label htmlFor={`${ids}-game`} className="font-bold">
            At the end of a game
          </label>
          {games.length === 0 ? (
            <p className="text-muted">No games played with this deck yet.</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              <select
                id={`${ids}-game`}
                name="game"
                defaultValue={game}
                className="min-h-12 min-w-0 flex-1 rounded-xl border-2 border-line bg-white px-3 text-lg"
              >
                {games.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.label}
                  </option>
                ))}
              </select>
              <button type="submit" className={BUTTON_LOOK.outline}>
                Show
              </button>
            </div>
          )}
        </Form>
      </div>
    </section>
  );
}
