"use client";

import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { announceCheck, checkCard as checkCardIn } from "@/lib/decks/deck-check/check-card";
import { NEW_CHECK, summariseDeckCheck, withWordCheck, type CheckCard, type DeckCheck, type WordCheck } from "@/lib/decks/deck-check/model";
import { checkStorageKey, readStoredCheck, storeCheck } from "@/lib/decks/deck-check/stored-check";
import { noteDeckCheckAction } from "./actions/note-deck-check";

/** Another tab changing the check arrives as "storage"; this tab's own writes as this event. */
const CHANGED_HERE = "snap-legacy:deck-check-changed";

/**
 * Where a check is kept on the device. A browser may refuse storage (a private window, a full
 * disk): the check then lasts as long as the page, rather than failing at the first card.
 */
const kept = new Map<string, string>();

function readKept(key: string): string | null {
  if (kept.has(key)) return kept.get(key)!;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeKept(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
    kept.delete(key);
  } catch {
    kept.set(key, value);
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED_HERE, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED_HERE, onChange);
  };
}

export interface Announcement {
  ok: boolean;
  text: string;
}

/**
 * The check in progress, kept in this device's storage for the deck. `checkCard` takes a typed
 * code or a scanned QR text: the typed form calls it, and so can a camera scanner.
 */
export function useDeckCheck<C extends CheckCard>(deckId: string, cards: readonly C[], canChange: boolean) {
  const key = checkStorageKey(deckId);
  const stored = useSyncExternalStore(
    subscribe,
    () => readKept(key),
    () => null,
  );
  const check = useMemo(() => readStoredCheck(stored), [stored]);
  const summary = useMemo(() => summariseDeckCheck(cards, check), [cards, check]);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);

  const save = useCallback(
    (next: DeckCheck) => {
      writeKept(key, storeCheck(next));
      window.dispatchEvent(new Event(CHANGED_HERE));
    },
    [key],
  );

  const checkCard = useCallback(
    (text: string): boolean => {
      // Read afresh, not from the last render: a scanner may report two cards before React renders.
      const current = readStoredCheck(readKept(key));
      const outcome = checkCardIn(cards, current, deckId, text);
      if (outcome.kind === "checked") save(outcome.check);
      // The deck remembers it is checked card by card (its prints then carry QR codes): once per check is plenty.
      if (outcome.kind === "checked" && current.checked.length === 0 && canChange) void noteDeckCheckAction({ deckId }).catch(() => undefined);
      const progress = summariseDeckCheck(cards, outcome.kind === "checked" ? outcome.check : current).progress;
      setAnnouncement({ ok: outcome.kind !== "refused", text: announceCheck(outcome, progress) });
      return outcome.kind !== "refused";
    },
    [cards, deckId, key, save, canChange],
  );

  const setWordCheck = useCallback(
    (cardId: string, word: WordCheck) => save(withWordCheck(readStoredCheck(readKept(key)), cardId, word)),
    [key, save],
  );

  const startAgain = useCallback(() => {
    save(NEW_CHECK);
    setAnnouncement({ ok: true, text: "A new check: no cards checked yet." });
  }, [save]);

  return { summary, announcement, checkCard, setWordCheck, startAgain };
}
