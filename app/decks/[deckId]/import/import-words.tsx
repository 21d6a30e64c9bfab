"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { useServerAction } from "@/app/_components/use-server-action";
import { WordInput } from "@/app/_components/word-input";
import { validateWord } from "@/lib/cards/words";
import { writeWordsAction } from "../actions/write-words";
import { FormMessage } from "@/app/_components/form-message";
import { PlayerSelect } from "@/app/_components/player-select";

interface Props {
  deckId: string;
  cards: { id: string; name: string; code: string }[];
  players: { id: string; name: string }[];
}

export function ImportWords({ deckId, cards, players }: Props) {
  const [words, setWords] = useState<Record<string, string>>({});
  const [playerId, setPlayerId] = useState("");
  const { run, busy, message, refuse } = useServerAction();

  const filled = cards.filter((c) => (words[c.id] ?? "").trim() !== "");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (filled.length === 0) return refuse("Type at least one word.");
    if (!filled.every((c) => validateWord(words[c.id] ?? "").ok)) return refuse("Some words can’t be written on a card: see the marked fields.");
    await run(
      (requestKey) =>
        writeWordsAction({
          deckId,
          requestKey,
          kind: "IMPORT",
          writes: filled.map((c) => ({ cardId: c.id, word: words[c.id] ?? "", playerId: playerId || null })),
        }),
      { success: `${filled.length} word${filled.length === 1 ? "" : "s"} entered.`, then: () => setWords({}) },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-6">
      <FormMessage message={message} />
      <div className="sm:max-w-sm">
        <PlayerSelect id="import-player" label="Who wrote these words" players={players} value={playerId} onChange={setPlayerId} />
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id}>
            <WordInput
              id={`import-${card.id}`}
              label={`${card.name} (${card.code})`}
              value={words[card.id] ?? ""}
              onChange={(value) => setWords((all) => ({ ...all, [card.id]: value }))}
              showErrors={false}
            />
          </li>
        ))}
      </ul>
      {cards.length === 0 && <p className="text-lg">Every card in the deck already has its word.</p>}
      <Button type="submit" busy={busy} className="self-start">
        {`Save ${filled.length} word${filled.length === 1 ? "" : "s"}`}
      </Button>
    </form>
  );
}
