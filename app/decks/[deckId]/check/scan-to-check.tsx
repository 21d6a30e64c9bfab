"use client";

import { useRef, useState } from "react";
import { Button } from "@/app/_components/button";
import { CardScanner } from "@/app/_components/scan/card-scanner";

/**
 * The camera for the deck check: it stays open while the family shows card after card, each read
 * checked by the same handler as a typed code (its message goes to the check's live region).
 */
export function ScanToCheck({ codes, onCheck, announcement }: { codes: readonly string[]; onCheck: (text: string) => boolean; announcement: { text: string } | null }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  }

  return open ? (
    <CardScanner label="Scan the cards" codes={codes} status={announcement?.text} onText={(text) => void onCheck(text)} onClose={close} />
  ) : (
    <div>
      <Button ref={button} variant="secondary" onClick={() => setOpen(true)} className="min-h-14">
        Scan the cards with the camera
      </Button>
    </div>
  );
}
