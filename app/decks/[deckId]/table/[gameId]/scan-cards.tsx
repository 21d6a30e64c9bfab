"use client";

import { useRef, useState } from "react";
import { Button } from "@/app/_components/button";
import { CardScanner } from "@/app/_components/scan/card-scanner";
import { scanTwoCards } from "@/lib/scan/scan-two-cards";
import type { PickableCard } from "./card-picker";

/**
 * "Scan the cards": the first card read fills the card already on the table, a second, different
 * card fills the card just played and closes the camera. The family then picks the winner.
 */
export function ScanCards({ deckId, cards, onPick }: { deckId: string; cards: readonly PickableCard[]; onPick: (slot: "onTable" | "justPlayed", card: PickableCard) => void }) {
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
    const step = scanTwoCards(text, { deckId, cards, onTable: onTable.current });
    if (step.kind === "problem") return setStatus(step.status);
    onPick(step.kind, step.card);
    if (step.kind === "onTable") {
      onTable.current = step.card;
      return setStatus(step.status);
    }
    setDone(step.status);
    close();
  }

  return (
    <div className="flex flex-col gap-3">
      {open ? (
        <CardScanner label="Scan the cards" codes={cards.map((card) => card.code)} status={status} onText={onText} onClose={close} />
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
