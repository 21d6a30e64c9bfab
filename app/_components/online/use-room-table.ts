"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { StepMessage, TableSnapshot, Verdict } from "@/lib/games/online/protocol";
import type { GameResult } from "@/lib/games/screen/replay-game";
import type { ScreenState } from "@/lib/games/screen/setup";
import { adoptSnapshot, dueSteps, queueStep, shownFrom } from "./step-queue";

/** The table as this device shows it now. */
export interface ShownTable {
  actionCount: number;
  state: ScreenState;
  result: GameResult;
  /** The latest verdicts, newest last. */
  verdicts: Verdict[];
  /** When (server ms) the words waiting run out of time, when known. */
  wordsDueBy: number | null;
}

const VERDICTS_KEPT = 20;

/**
 * The table on this device: the judge's steps shown at their instants on the synced clock
 * (step-queue.ts), a room's snapshot taken when it is ahead (a reconnect), and when the latest card
 * was painted: a shout's reaction time is measured from that frame.
 */
export function useRoomTable(serverNow: () => number, onShown: (step: StepMessage) => void) {
  const [table, setTable] = useState<ShownTable | null>(null);
  const shownCount = useRef<number | null>(null);
  const queue = useRef<StepMessage[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const paintedAt = useRef<number | null>(null);
  /** The latest shown step's instant on this device's performance clock. */
  const instantAt = useRef<number | null>(null);
  const onShownRef = useRef(onShown);
  const showDueRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    onShownRef.current = onShown;
  });

  const showDue = useCallback(() => {
    clearTimeout(timer.current);
    const { due, rest, nextInMs } = dueSteps(queue.current, serverNow());
    queue.current = rest;
    const last = due.at(-1);
    if (last) {
      shownCount.current = last.actionCount;
      instantAt.current = last.showAt === null ? null : performance.now() - (serverNow() - last.showAt);
      const verdicts = due.flatMap((step) => (step.verdict ? [step.verdict] : []));
      // Committed at once, not at React's next convenient moment: the card is due on screen now.
      flushSync(() =>
        setTable((before) => ({
          actionCount: last.actionCount,
          state: last.state,
          result: last.result,
          verdicts: [...(before?.verdicts ?? []), ...verdicts].slice(-VERDICTS_KEPT),
          wordsDueBy: last.wordsDueBy,
        })),
      );
      for (const step of due) onShownRef.current(step);
    }
    if (nextInMs !== null) timer.current = setTimeout(() => showDueRef.current(), nextInMs);
  }, [serverNow]);
  useEffect(() => {
    showDueRef.current = showDue;
  }, [showDue]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const receiveStep = useCallback(
    (step: StepMessage) => {
      queue.current = queueStep(queue.current, shownCount.current ?? -1, step);
      showDue();
    },
    [showDue],
  );

  /** Takes the room's table when it is ahead; says whether it did. */
  const receiveSnapshot = useCallback((snapshot: TableSnapshot): boolean => {
    if (!adoptSnapshot(snapshot, shownCount.current, queue.current)) return false;
    shownCount.current = snapshot.actionCount;
    // A process that is not judging the room knows no verdicts: the ones shown are kept then.
    setTable((before) => ({
      actionCount: snapshot.actionCount,
      state: snapshot.state,
      result: snapshot.result,
      verdicts: (snapshot.verdicts.length > 0 ? snapshot.verdicts : (before?.verdicts ?? [])).slice(-VERDICTS_KEPT),
      wordsDueBy: snapshot.wordsDueBy,
    }));
    return true;
  }, []);

  // The frame in which a newly turned card is painted: reactions are timed from it. Until that
  // frame runs the card counts from when it was put on the page (a tab the browser draws rarely);
  // a card that arrived late counts from its instant (shownFrom).
  const turns = table?.state.turns ?? null;
  useLayoutEffect(() => {
    paintedAt.current = turns === null ? null : shownFrom(performance.now(), instantAt.current);
    if (turns === null) return;
    const frame = requestAnimationFrame(() => (paintedAt.current = shownFrom(performance.now(), instantAt.current)));
    return () => cancelAnimationFrame(frame);
  }, [turns]);

  /** A verdict sent again with a press that came after it: it replaces the one of its card. */
  const amendVerdict = useCallback((verdict: Verdict) => {
    setTable((before) => before && { ...before, verdicts: before.verdicts.map((v) => (v.turn === verdict.turn ? verdict : v)) });
  }, []);

  /** A new game in the room (the host played again): what was shown of the last one goes. */
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    queue.current = [];
    shownCount.current = null;
    instantAt.current = null;
    setTable(null);
  }, []);

  return { table, receiveStep, receiveSnapshot, amendVerdict, reset, paintedAt };
}
