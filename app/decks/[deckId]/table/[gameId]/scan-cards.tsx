"use client";

import { useRef, useState } from "react";
import { Button } from "@/app/_components/button";
import { CardScanner } from "@/app/_components/scan/card-scanner";
import { cardFromScan } from "@/lib/scan/scanned-card";
import type { PickableCard } from "./card-picker";

type ScanSlot = "onTable" | "justPlayed";

/**
 * "Scan the cards": the first card read fills the card already on the table, a second, different
 * card fills the card just played and closes the camera. The family then picks the winner.
 */
export function ScanCards({ deckId, cards, onPick }: { deckId: string; cards: readonly PickableCard[]; onPick: (slot: ScanSlot, card: PickableCard) => void }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  // A ref, not state: two frames can be read before the page renders again.
  const onTable = useRef<PickableCard | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  function start() {
    onTable.current = null;
    setStatus(undefined);
    setDone(null);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  }

  function onText(text: string) {
    const scanned = cardFromScan(text, deckId, cards);
    if ("problem" in scanned) return setStatus(scanned.problem);
    const card = scanned.card;
    if (!card.inDeck) return setStatus(`The ${card.name} isn’t in the deck (it is marked missing).`);
    const first = onTable.current;
    if (!first) {
      onTable.current = card;
      onPick("onTable", card);
      return setStatus(`Read the ${card.name}, the card already on the table. Now show the card just played.`);
    }
    if (card.id === first.id) return setStatus("That’s the same card: show the card just played.");
    onPick("justPlayed", card);
    setDone(`Read the ${first.name} and the ${card.name}. Now say who won the snap.`);
    close();
  }

  return (
    <div className="flex flex-col gap-3">
      {open ? (
        <CardScanner label="Scan the cards" status={status} onText={onText} onClose={close} />
      ) : (
        <div>
          <Button ref={button} variant="secondary" onClick={start} className="min-h-14">
            Scan the cards
          </Button>
        </div>
      )}
      {done && !open && (
        <p role="status" className="text-lg font-bold text-felt">
          {done}
        </p>
      )}
    </div>
  );
}
