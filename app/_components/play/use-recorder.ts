"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { callServer } from "@/app/_components/call-server";
import type { SentHand } from "@/lib/handwriting/sent-hands";
import type { GameAction } from "@/lib/rules";
import { recordGameActionsAction } from "@/app/decks/[deckId]/actions/record-game-actions";

export type SaveState = { kind: "saved" } | { kind: "saving" } | { kind: "failed"; message: string };

const pendingKey = (gameId: string) => `snap-legacy:game:${gameId}:pending`;

/** A move waiting to be sent, with the words it writes that were written by hand. */
export interface QueuedMove {
  action: GameAction;
  hands?: SentHand[];
}

/** Moves this tab played that the server may not have yet: they survive a reload of the page. */
export function readPendingMoves(gameId: string, recorded: number): QueuedMove[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(pendingKey(gameId)) ?? "null") as { fromIndex: number; moves?: QueuedMove[]; actions?: GameAction[] } | null;
    if (!saved || saved.fromIndex > recorded) return [];
    // A tab of the app before hands were kept saved its moves alone.
    const moves = saved.moves ?? (saved.actions ?? []).map((action) => ({ action }));
    return moves.slice(recorded - saved.fromIndex);
  } catch {
    return [];
  }
}

/** What the server says back about words written in this game. */
export interface RecordedNews {
  faces: Record<string, string>;
  kept: { cardId: string; word: string }[];
  leftBlank: { cardId: string; word: string }[];
}

/**
 * Sends the game's moves to the server in order (a game tried without an account has no gameId:
 * nothing is sent, nothing is kept). Moves are batched (every half second), words are
 * sent at once, with those written by hand; a failed batch is sent again with the same starting index, which the server
 * recognises, so nothing is recorded twice.
 */
export function useRecorder(gameId: string | null, alreadyRecorded: number, onRecorded: (news: RecordedNews) => void) {
  const confirmed = useRef(alreadyRecorded);
  const queue = useRef<QueuedMove[]>([]);
  const sending = useRef<Promise<boolean> | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: "saved" });
  // Set once the page is being left (a reload): the new page may already be served from before the
  // server recorded this page's last batch, so from then on the tab's copy of the moves is kept.
  const leaving = useRef(false);
  useEffect(() => {
    const leave = () => void (leaving.current = true);
    // Back from the browser's page cache: this page is the one in use again.
    const back = () => void (leaving.current = false);
    window.addEventListener("beforeunload", leave);
    window.addEventListener("pageshow", back);
    return () => {
      window.removeEventListener("beforeunload", leave);
      window.removeEventListener("pageshow", back);
    };
  }, []);

  /** Keeps the unsent moves in this tab's storage until the server has them. */
  const keep = useCallback(() => {
    if (gameId === null) return;
    try {
      // A page being left (a reload) may be served before the server has recorded the last batch:
      // the moves stay here for it to replay, and the server recognises them if it has them.
      if (queue.current.length === 0) {
        if (!leaving.current && document.visibilityState !== "hidden") sessionStorage.removeItem(pendingKey(gameId));
      } else sessionStorage.setItem(pendingKey(gameId), JSON.stringify({ fromIndex: confirmed.current, moves: queue.current }));
    } catch {
      // Storage may be full or switched off; the half-second batches still reach the server.
    }
  }, [gameId]);

  const sendOnce = useCallback(async (): Promise<boolean> => {
    if (gameId === null) return true;
    const batch = queue.current.slice(0, 500);
    setSave({ kind: "saving" });
    const actions = batch.map((m) => m.action);
    const drawings = batch.flatMap((m, move) => (m.hands ?? []).map((hand) => ({ ...hand, move })));
    const result = await callServer(() => recordGameActionsAction({ gameId, fromIndex: confirmed.current, actions, ...(drawings.length > 0 ? { drawings } : {}) }));
    if (!result.ok) {
      // Unlike a form, nothing is lost here: the moves wait in this tab and are sent again.
      setSave({ kind: "failed", message: result.status === 0 ? "The connection dropped. Your moves are kept here and will be sent again." : result.error });
      return false;
    }
    confirmed.current = result.data.actionCount;
    queue.current = queue.current.slice(batch.length);
    keep();
    if (Object.keys(result.data.faces).length > 0) onRecorded({ faces: result.data.faces, kept: result.data.kept, leftBlank: result.data.leftBlank });
    setSave({ kind: "saved" });
    return true;
  }, [gameId, onRecorded, keep]);

  /** Sends everything queued, one batch at a time; true once the server has it all. */
  const flush = useCallback(async (): Promise<boolean> => {
    while (sending.current) await sending.current;
    while (queue.current.length > 0) {
      sending.current = sendOnce();
      const ok = await sending.current;
      sending.current = null;
      if (!ok) return false;
    }
    return true;
  }, [sendOnce]);

  const record = useCallback(
    (action: GameAction, hands?: SentHand[]) => {
      if (gameId === null) return;
      queue.current.push(hands?.length ? { action, hands } : { action });
      keep();
    },
    [gameId, keep],
  );

  return { record, flush, save };
}
