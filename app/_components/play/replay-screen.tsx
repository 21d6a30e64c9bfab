"use client";

import Link from "@/app/_components/link";
import { useEffect, useMemo, useState } from "react";
import { Button } from "@/app/_components/button";
import { Select } from "@/app/_components/select";
import { faceKey, replaySteps } from "@/lib/games/screen/replay-steps";
import { rulesFor, type ScreenGameSetup } from "@/lib/games/screen/setup";
import type { GameAction } from "@/lib/rules";
import { GAME_NAMES } from "./game-title";
import { narrate } from "./narration";
import { Table } from "./table";
import { whyQuestion } from "@/lib/games/online/verdict-text";
import { WhyDialog } from "@/app/_components/online/why-dialog";
import type { Verdict } from "@/lib/games/online/protocol";

interface Props {
  deck: { id: string; name: string };
  setup: ScreenGameSetup;
  actions: GameAction[];
  /** An online game's verdicts, one per snap ("Why did X win?"); none for a game on one screen. */
  verdicts: Verdict[];
  /** Each card's drawing by faceKey (a card that gains a word has two). */
  faces: Record<string, string>;
  backSvg: string;
}

/** The recorded pauses between moves are kept, but never longer than this (nor shorter than the
 *  shortest), so a replay moves along. */
const LONGEST_WAIT_MS = 1500;
const SHORTEST_WAIT_MS = 120;
const SPEEDS = [
  { value: "1", label: "As played" },
  { value: "2", label: "Twice as fast" },
  { value: "4", label: "Four times as fast" },
];

/**
 * A recorded game played back: the same table as the play screen, drawn from each moment the
 * rules computed from the recorded moves, with play, pause, a move at a time, and a slider.
 */
export function ReplayScreen({ deck, setup, actions, verdicts, faces, backSvg }: Props) {
  const steps = useMemo(() => replaySteps(setup, actions), [setup, actions]);
  const rules = useMemo(() => rulesFor(setup), [setup]);
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState("1");
  const [why, setWhy] = useState<Verdict | null>(null);
  const last = steps.length - 1;
  const step = steps[at]!;
  const nameOf = (id: string) => setup.seats.find((s) => s.id === id)?.name ?? id;
  const told = narrate(step.events, nameOf, [], setup.game);
  // Playing stops by itself at the last move.
  const running = playing && at < last;

  // The table's cards as they were at this moment (a word shows from when it was written).
  const shownFaces = useMemo(
    () => Object.fromEntries(rules.allCards(step.state).map((card) => [card.id, faces[faceKey(card)] ?? faces[faceKey({ id: card.id, word: null })] ?? ""])),
    [rules, step.state, faces],
  );

  useEffect(() => {
    if (!running) return;
    const next = steps[at + 1]!;
    const recorded = (next.action?.atMs ?? step.state.nowMs) - step.state.nowMs;
    const wait = Math.min(LONGEST_WAIT_MS, Math.max(SHORTEST_WAIT_MS, recorded)) / Number(speed);
    const timer = setTimeout(() => setAt((n) => Math.min(n + 1, last)), wait);
    return () => clearTimeout(timer);
  }, [running, at, last, steps, step.state.nowMs, speed]);

  const go = (to: number) => {
    setPlaying(false);
    setAt(Math.max(0, Math.min(last, to)));
  };
  /** A snap's verdict: the table as its shouting closed, and why it went as it did. */
  const showSnap = (verdict: Verdict) => {
    const closed = steps.findIndex((s) => s.action?.type === "resolveShouts" && s.state.turns === verdict.turn);
    if (closed >= 0) go(closed);
    setWhy(verdict);
  };

  return (
    <div className="fixed inset-0 z-30 flex flex-col gap-1.5 overflow-hidden bg-table p-2 sm:gap-2 sm:p-3">
      <header className="flex items-center gap-2">
        <Link
          href={`/decks/${deck.id}`}
         
          aria-label={`Back to ${deck.name}`}
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-xl font-bold text-felt ring-1 ring-line hover:bg-amber-50"
        >
          ←
        </Link>
        <div className="min-w-0">
          <h1 className="truncate font-display text-xl font-bold leading-tight sm:text-2xl">Replay: {GAME_NAMES[setup.game]}</h1>
          <p className="text-xs leading-snug text-muted sm:text-sm">
            Deal {setup.seed} · {step.state.turns} cards turned · {setup.seats.map((s) => s.name).join(", ")}
          </p>
        </div>
      </header>

      <div role="status" aria-live="polite" className="flex min-h-8 items-center rounded-xl bg-white px-3 py-1 ring-1 ring-line">
        <p className="line-clamp-2 text-sm font-bold sm:text-base">
          {told.lines.map((line) => line.text).join(" ") || (at === 0 ? "The cards are dealt." : `${nameOf(step.action && "playerId" in step.action ? step.action.playerId : "")} turns a card.`)}
        </p>
      </div>

      <Table setup={setup} state={step.state} faces={shownFaces} backSvg={backSvg} highlight={told.highlight ?? []} />

      <div className="flex flex-wrap items-center gap-2 rounded-2xl bg-white p-2 ring-1 ring-line">
        <Button variant="secondary" onClick={() => (at >= last ? go(0) : setPlaying(!running))} className="min-w-28">
          {running ? "Pause" : at >= last ? "From the start" : "Play"}
        </Button>
        <Button variant="plain" onClick={() => go(at - 1)} disabled={at === 0} aria-label="Back one move">
          ‹
        </Button>
        <Button variant="plain" onClick={() => go(at + 1)} disabled={at === last} aria-label="Next move">
          ›
        </Button>
        <label className="flex min-w-52 flex-1 items-center gap-2">
          <span className="shrink-0 text-sm font-bold">
            Move {at} of {last}
          </span>
          <input type="range" min={0} max={last} value={at} onChange={(e) => go(Number(e.target.value))} aria-label="Move" className="min-h-11 min-w-0 flex-1 accent-felt" />
        </label>
        <Select id="replay-speed" label="Speed" value={speed} options={SPEEDS} onChange={setSpeed} className="[&_select]:min-h-11" />
      </div>
      {verdicts.length > 0 && (
        <details className="rounded-2xl bg-white p-2 ring-1 ring-line">
          <summary className="flex min-h-11 cursor-pointer items-center font-bold">Every snap’s shouts ({verdicts.length})</summary>
          <ul className="mt-1 flex max-h-40 flex-wrap gap-2 overflow-y-auto">
            {verdicts.map((verdict) => (
              <li key={verdict.turn}>
                <Button variant="secondary" onClick={() => showSnap(verdict)} className="min-h-11 px-3 text-sm">
                  Card {verdict.turn}: {whyQuestion(verdict, nameOf, setup.game)}
                </Button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {why && <WhyDialog verdict={why} game={setup.game} falseStartMs={setup.falseStartMs} nameOf={nameOf} onClose={() => setWhy(null)} />}
    </div>
  );
}
