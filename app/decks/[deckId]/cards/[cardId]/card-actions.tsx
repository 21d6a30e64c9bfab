"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { useServerAction } from "@/app/_components/use-server-action";
import { WordInput } from "@/app/_components/word-input";
import { WriteByHand } from "@/app/_components/handwriting/write-by-hand";
import { validateWord } from "@/lib/cards/words";
import { changeCardStatusAction } from "../../actions/change-card-status";
import { correctWordAction } from "../../actions/correct-word";
import { writeWordsAction } from "../../actions/write-words";
import { FormMessage } from "@/app/_components/form-message";
import { PlayerSelect } from "@/app/_components/player-select";

interface Props {
  deckId: string;
  card: { id: string; name: string; word: string | null; status: "IN_DECK" | "MISSING" };
  players: { id: string; name: string }[];
}

type WordAction = ReturnType<typeof useServerAction>;

export function CardActions({ deckId, card, players }: Props) {
  // Shared by both word forms: once a word is written the refreshed page shows the correction form
  // instead, and the message saying the word was written stays on screen.
  const wordAction = useServerAction();
  return (
    <div className="flex flex-col gap-8">
      {card.word === null && card.status === "IN_DECK" ? (
        <WriteWord deckId={deckId} card={card} players={players} action={wordAction} />
      ) : (
        <CorrectWord deckId={deckId} card={card} players={players} action={wordAction} />
      )}
      <CardStatus deckId={deckId} card={card} />
    </div>
  );
}

function WriteWord({ deckId, card, players, action }: Props & { action: WordAction }) {
  const { busy, message, run } = action;
  const [word, setWord] = useState("");
  const [hand, setHand] = useState<string | null>(null);
  const [playerId, setPlayerId] = useState("");
  const [showErrors, setShowErrors] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (!validateWord(word).ok) return;
    await run((requestKey) => writeWordsAction({ deckId, requestKey, kind: "IMPORT", writes: [{ cardId: card.id, word, playerId: playerId || null, drawing: hand ?? undefined }] }), {
      success: `“${word.trim()}” is now written on the ${card.name}.`,
    });
  }

  return (
    <section aria-labelledby="write-heading" className="rounded-2xl bg-white p-5 ring-1 ring-line">
      <h2 id="write-heading" className="font-display text-xl font-bold">
        Write on this card
      </h2>
      <p className="text-muted">A card holds one word, for ever.</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
        <FormMessage message={message} />
        <WordInput id="new-word" label="The word" value={word} onChange={setWord} showErrors={showErrors} />
        <WriteByHand word={word} value={hand} onChange={setHand} />
        <PlayerSelect id="new-word-player" players={players} value={playerId} onChange={setPlayerId} />
        <Button type="submit" busy={busy}>
          Write the word
        </Button>
      </form>
    </section>
  );
}

function CorrectWord({ deckId, card, players, action }: Props & { action: WordAction }) {
  const { busy, message, run } = action;
  const [word, setWord] = useState(card.word ?? "");
  const [hand, setHand] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [playerId, setPlayerId] = useState("");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await run((requestKey) => correctWordAction({ deckId, cardId: card.id, requestKey, word, reason, playerId: playerId || null, drawing: hand ?? undefined }), {
      success: "The correction is in the card’s story.",
      // The hand went with that correction: another one is written afresh.
      then: () => setHand(null),
    });
  }

  return (
    <section aria-labelledby="correct-heading" className="rounded-2xl bg-white p-5 ring-1 ring-line">
      <h2 id="correct-heading" className="font-display text-xl font-bold">
        Correct the word
      </h2>
      <p className="text-muted">The old word stays in the card’s story, with your reason.</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
        <FormMessage message={message} />
        <WordInput id="corrected-word" label="The right word (empty to clear it)" value={word} onChange={setWord} showErrors={false} />
        {word.trim() !== "" && <WriteByHand word={word} value={hand} onChange={setHand} />}
        <div className="flex flex-col gap-1">
          <label htmlFor="correction-reason" className="font-bold">
            Why
          </label>
          <input
            id="correction-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="min-h-12 rounded-xl border-2 border-line bg-white px-4"
          />
        </div>
        <PlayerSelect id="correction-player" players={players} value={playerId} onChange={setPlayerId} />
        <Button type="submit" busy={busy}>
          Save the correction
        </Button>
      </form>
    </section>
  );
}

const STATUS_ACTIONS = {
  IN_DECK: [{ change: "CARD_LOST", label: "Mark as lost", done: "Marked as lost." }],
  MISSING: [
    { change: "CARD_FOUND", label: "Found it", done: "Back in the deck." },
    { change: "CARD_REPLACED", label: "Replaced with a new card", done: "Replaced: copy its word onto the new card." },
  ],
} as const;

function CardStatus({ deckId, card }: Pick<Props, "deckId" | "card">) {
  const { busy, message, run } = useServerAction();
  const actions = STATUS_ACTIONS[card.status];
  return (
    <section aria-labelledby="status-heading" className="rounded-2xl bg-white p-5 ring-1 ring-line">
      <h2 id="status-heading" className="font-display text-xl font-bold">
        Lost, found or replaced
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        <FormMessage message={message} />
        <div className="flex flex-wrap gap-2">
          {actions.map((a) => (
            <Button
              key={a.change}
              variant="outline"
              disabled={busy}
              onClick={() => run((requestKey) => changeCardStatusAction({ deckId, cardId: card.id, requestKey, change: a.change }), { success: a.done })}
            >
              {a.label}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
