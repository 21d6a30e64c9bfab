"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { callServer } from "@/app/_components/call-server";
import { useOnline } from "@/app/_components/pwa/use-online";
import type { OutboxEntry, QueuedSnap } from "@/lib/games/table/outbox/entry";
import { deviceOutboxStore } from "@/lib/games/table/outbox/indexeddb-store";
import { dropQueuedSnap, takeBackQueuedSnap } from "@/lib/games/table/outbox/resolve";
import { sendOutbox, type SendOutcome } from "@/lib/games/table/outbox/send-outbox";
import { recordTableSnapAction } from "../actions/record-table-snap";

/** How often waiting snaps are tried again while the page is open (also on `online` and on load). */
const RETRY_EVERY_MS = 15_000;

export type Recorded =
  | { kind: "sent"; snap: number }
  | { kind: "saved"; behindConflict: boolean }
  | { kind: "refused"; error: string };

/**
 * The table companion's one way of recording a snap: it is put in the device's queue (IndexedDB),
 * then the queue is sent at once. Online this feels as before; offline the snap waits on the device
 * and is sent in order later, each with the key it was given when recorded, so a snap whose answer
 * was lost is recorded once.
 */
export function useTableOutbox({ userId, deckId, gameId }: { userId: string; deckId: string; gameId: string }) {
  const router = useRouter();
  const store = useMemo(() => deviceOutboxStore(), []);
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [sending, setSending] = useState(false);
  const online = useOnline();
  const rounds = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);

  const reload = useCallback(async () => {
    const now = await store.list(userId, gameId);
    setEntries(now);
    return now;
  }, [store, userId, gameId]);

  /** One sending round after any round already running: rounds never overlap. */
  const sendQueued = useCallback((): Promise<SendOutcome> => {
    pending.current += 1;
    const round = rounds.current.then(async () => {
      setSending(true);
      try {
        const outcome = await sendOutbox({
          store,
          userId,
          gameId,
          send: (entry) => callServer(() => recordTableSnapAction({ deckId: entry.deckId, gameId: entry.gameId, requestKey: entry.requestKey, ...entry.input })),
        });
        // The server was reached: the page's snaps and cards are fetched again.
        if (outcome.sent.length > 0 || outcome.stopped === "conflict") router.refresh();
        return outcome;
      } finally {
        pending.current -= 1;
        setSending(false);
        await reload();
      }
    });
    rounds.current = round.catch(() => undefined);
    return round;
  }, [store, userId, gameId, router, reload]);

  /** A retry from a timer or an event: skipped when a round is already on its way, or the device knows it is offline. */
  const retry = useCallback(() => {
    if (pending.current === 0 && navigator.onLine) void sendQueued().catch(() => undefined);
  }, [sendQueued]);

  useEffect(() => {
    void store.list(userId, gameId).then((now) => {
      setEntries(now);
      if (now.some((e) => e.state === "waiting")) retry();
    });
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [store, userId, gameId, retry]);

  const blocked = entries.some((e) => e.state === "conflict");
  const waiting = entries.filter((e) => e.state === "waiting").length;
  useEffect(() => {
    if (waiting === 0 || blocked) return;
    const timer = setInterval(retry, RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [waiting, blocked, retry]);

  async function record(input: QueuedSnap): Promise<Recorded> {
    const last = entries.at(-1)?.queuedAt ?? 0;
    const entry: OutboxEntry = { requestKey: crypto.randomUUID(), userId, deckId, gameId, input, queuedAt: Math.max(Date.now(), last + 1), state: "waiting" };
    await store.put(entry);
    await reload();
    const outcome = await sendQueued();
    const mine = outcome.sent.find((s) => s.requestKey === entry.requestKey);
    if (mine) return { kind: "sent", snap: mine.snap };
    const kept = (await store.list(userId, gameId)).find((e) => e.requestKey === entry.requestKey);
    if (kept?.state === "conflict") {
      // Refused at once, while the form still holds it: it goes back to the form, as any refusal does.
      await store.remove(entry.requestKey);
      await reload();
      return { kind: "refused", error: kept.problem ?? "That snap couldn't be recorded." };
    }
    return { kind: "saved", behindConflict: outcome.stopped === "conflict" };
  }

  /** Undo of a snap not sent yet: it leaves the queue, and the server never hears of it. */
  async function takeOut(entry: OutboxEntry) {
    await store.remove(entry.requestKey);
    await reload();
  }

  async function drop(entry: OutboxEntry) {
    await dropQueuedSnap(store, entry);
    await reload();
    retry();
  }

  async function edit(entry: OutboxEntry): Promise<QueuedSnap> {
    const input = await takeBackQueuedSnap(store, entry);
    await reload();
    retry();
    return input;
  }

  return { entries, waiting, sending, online, record, takeOut, drop, edit, sendNow: retry };
}
