"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { SubmitButton } from "@/app/_components/field";
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
  const router = useRouter();
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [words, setWords] = useState<Record<string, string>>({});
  const [playerId, setPlayerId] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const filled = cards.filter((c) => (words[c.id] ?? "").trim() !== "");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (filled.length === 0) return setMessage({ ok: false, text: "Type at least one word." });
    if (!filled.every((c) => validateWord(words[c.id] ?? "").ok)) {
      return setMessage({ ok: false, text: "Some words can’t be written on a card: see the marked fields." });
    }
    setBusy(true);
    const result = await writeWordsAction({
      deckId,
      requestKey,
      kind: "IMPORT",
      writes: filled.map((c) => ({ cardId: c.id, word: words[c.id] ?? "", playerId: playerId || null })),
    });
    setBusy(false);
    if (!result.ok) return setMessage({ ok: false, text: result.error });
    setMessage({ ok: true, text: `${filled.length} word${filled.length === 1 ? "" : "s"} entered.` });
    setWords({});
    setRequestKey(crypto.randomUUID());
    router.refresh();
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
      <SubmitButton busy={busy}>{`Save ${filled.length} word${filled.length === 1 ? "" : "s"}`}</SubmitButton>
    </form>
  );
}
