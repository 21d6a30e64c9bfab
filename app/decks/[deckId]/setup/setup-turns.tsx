"use client";

import Link from "@/app/_components/link";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button, BUTTON_LOOK } from "@/app/_components/button";
import { useFirstInvalidField } from "@/app/_components/first-invalid-field";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { WordInput } from "@/app/_components/word-input";
import { validateWord } from "@/lib/cards/words";
import { writeSetupWordsAction } from "../actions/write-setup-words";
import { shownColour } from "@/lib/text/colour";
import { WordOnCard } from "./word-on-card";
import { WriteByHand } from "@/app/_components/handwriting/write-by-hand";

export interface SetupPlayer {
  id: string;
  name: string;
  colour: string;
  cards: { id: string; name: string; word: string | null; image: ReactNode }[];
}

export function SetupTurns({ deckId, players, ready }: { deckId: string; players: SetupPlayer[]; ready: boolean }) {
  const [current, setCurrent] = useState<string | null>(null);
  const player = players.find((p) => p.id === current);
  if (player) return <PlayerTurn deckId={deckId} player={player} onDone={() => setCurrent(null)} />;

  return (
    <div className="mt-8 flex flex-col gap-6">
      {ready && (
        <div role="status" className="rounded-2xl bg-green-50 p-5 ring-2 ring-felt">
          <p className="text-xl font-bold">Every setup card has its word. The deck is ready to play!</p>
          <Link href={`/decks/${deckId}`} className={`mt-3 ${BUTTON_LOOK.secondary}`}>
            See the deck
          </Link>
        </div>
      )}
      <ul className="grid gap-3 sm:grid-cols-2">
        {players.map((p) => {
          const done = p.cards.every((c) => c.word !== null);
          return (
            <li key={p.id} className="flex items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-line">
              <div>
                <p className="text-xl font-bold" style={{ color: shownColour(p.colour) }}>
                  {p.name}
                </p>
                <p className="text-muted">
                  {p.cards.length} card{p.cards.length === 1 ? "" : "s"} · {done ? "written" : "waiting"}
                </p>
              </div>
              {done ? (
                <span className="rounded-full bg-green-100 px-3 py-1 font-bold text-felt">Done ✓</span>
              ) : (
                <Button onClick={() => setCurrent(p.id)}>{p.name}’s turn</Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function PlayerTurn({ deckId, player, onDone }: { deckId: string; player: SetupPlayer; onDone: () => void }) {
  const [words, setWords] = useState<Record<string, string>>({});
  const [hands, setHands] = useState<Record<string, string | null>>({});
  const [showErrors, setShowErrors] = useState(false);
  const { run, busy, message } = useServerAction();
  const { ref, showFirstInvalid } = useFirstInvalidField();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (!player.cards.every((c) => validateWord(words[c.id] ?? "").ok)) return showFirstInvalid();
    await run(
      (requestKey) =>
        writeSetupWordsAction({
          deckId,
          playerId: player.id,
          requestKey,
          words: player.cards.map((c) => ({ cardId: c.id, word: words[c.id] ?? "", drawing: hands[c.id] ?? undefined })),
        }),
      { then: onDone },
    );
  }

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate className="mt-8 flex flex-col gap-6">
      <h2 className="font-display text-2xl font-bold">
        Pass the device to <span style={{ color: shownColour(player.colour) }}>{player.name}</span>
      </h2>
      <p className="text-lg">Write a word on each of your cards, in big letters. Any word you like! Each card shows its word as it will print.</p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {player.cards.map((card) => (
          <li key={card.id} className="flex flex-col gap-3 has-[[data-writing-pad]]:col-span-full">
            <div className="flex items-start gap-4 sm:flex-col sm:items-stretch sm:gap-3">
              <div className="w-24 shrink-0 sm:mx-auto sm:w-40">
                <WordOnCard deckId={deckId} cardId={card.id} word={words[card.id] ?? ""} hand={hands[card.id] ?? null} blank={card.image} />
              </div>
              <div className="min-w-0 flex-1">
                <WordInput
                  id={`word-${card.id}`}
                  label={`Word for the ${card.name}`}
                  value={words[card.id] ?? ""}
                  onChange={(value) => setWords((all) => ({ ...all, [card.id]: value }))}
                  showErrors={showErrors}
                />
              </div>
            </div>
            <WriteByHand word={words[card.id] ?? ""} value={hands[card.id] ?? null} onChange={(stored) => setHands((all) => ({ ...all, [card.id]: stored }))} />
          </li>
        ))}
      </ul>
      <FormMessage message={message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>{`Save ${player.name}’s words`}</Button>
        <Button variant="plain" onClick={onDone}>
          Back
        </Button>
      </div>
    </form>
  );
}
