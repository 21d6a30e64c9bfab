"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { WordInput } from "@/app/_components/word-input";
import { WriteByHand } from "@/app/_components/handwriting/write-by-hand";
import { correctCheckedWordAction } from "./actions/correct-checked-word";
import type { DeckCheckCard } from "./deck-check";

/** The word actually on the real card, and why it differs: a correction in the card's story. */
export function WordCorrection({
  deckId,
  card,
  idPrefix,
  onDone,
  onCancel,
}: {
  deckId: string;
  card: DeckCheckCard;
  /** The same card's form can be open in two places (just checked, and the list). */
  idPrefix: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { busy, message, run } = useServerAction();
  const [word, setWord] = useState("");
  const [hand, setHand] = useState<string | null>(null);
  const [reason, setReason] = useState("Found in the deck check");
  const id = `${idPrefix}-correct-${card.id}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await run((requestKey) => correctCheckedWordAction({ deckId, cardId: card.id, requestKey, word, reason, playerId: null, drawing: hand ?? undefined }), { then: onDone });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormMessage message={message} />
      <WordInput id={`${id}-word`} label={`The word on the ${card.name} (empty if blank)`} value={word} onChange={setWord} showErrors={false} />
      {word.trim() !== "" && <WriteByHand word={word} value={hand} onChange={setHand} />}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-reason`} className="font-bold">
          Why
        </label>
        <input
          id={`${id}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className="min-h-12 w-full rounded-xl border-2 border-line bg-white px-4"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          Save the correction
        </Button>
        <Button variant="plain" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
