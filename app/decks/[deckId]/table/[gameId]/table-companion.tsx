"use client";

import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { useServerAction } from "@/app/_components/use-server-action";
import { WordInput } from "@/app/_components/word-input";
import { validateWord } from "@/lib/cards/words";
import { rightCall } from "@/lib/games/table/right-call";
import { endTableSessionAction } from "../actions/end-table-session";
import { recordTableSnapAction } from "../actions/record-table-snap";
import { CardGrid, CardPicker, pickedCard, type PickableCard } from "./card-picker";
import { ScanCards } from "./scan-cards";
import { SnapList, type CompanionSnap } from "./snap-list";
import { FormMessage } from "@/app/_components/form-message";

export type { CompanionSnap };

export interface CompanionCard extends PickableCard {
  rank: string;
  suit: string | null;
}

interface Player {
  id: string;
  name: string;
  colour: string;
}

const SLOTS = {
  onTable: { label: "Card already on the table", grid: "Choose the card already on the table" },
  justPlayed: { label: "Card just played", grid: "Choose the card just played" },
} as const;
type Slot = keyof typeof SLOTS;

export function TableCompanion({
  deckId,
  gameId,
  canRecord,
  matchSuits,
  players,
  cards,
  snaps,
}: {
  deckId: string;
  gameId: string;
  canRecord: boolean;
  matchSuits: boolean;
  players: Player[];
  cards: CompanionCard[];
  snaps: CompanionSnap[];
}) {
  return (
    <div className="flex flex-col gap-10">
      {canRecord && <RecordSnap deckId={deckId} gameId={gameId} matchSuits={matchSuits} players={players} cards={cards} />}
      <SnapList deckId={deckId} gameId={gameId} snaps={snaps} canUndo={canRecord} />
      {canRecord && <EndSession deckId={deckId} gameId={gameId} />}
    </div>
  );
}

function RecordSnap({ deckId, gameId, matchSuits, players, cards }: { deckId: string; gameId: string; matchSuits: boolean; players: Player[]; cards: CompanionCard[] }) {
  const [winnerId, setWinnerId] = useState("");
  const [codes, setCodes] = useState<Record<Slot, string>>({ onTable: "", justPlayed: "" });
  const [grid, setGrid] = useState<Slot | null>(null);
  const [words, setWords] = useState<Record<string, string>>({});
  const [showErrors, setShowErrors] = useState(false);
  const { run, busy, message, refuse } = useServerAction();
  const inputs = { onTable: useRef<HTMLDivElement>(null), justPlayed: useRef<HTMLDivElement>(null) };

  const onTable = pickedCard(cards, codes.onTable).card;
  const justPlayed = pickedCard(cards, codes.justPlayed).card;
  const sameCard = onTable !== null && onTable.id === justPlayed?.id;
  const judged = onTable && justPlayed && !sameCard ? rightCall(onTable, justPlayed, { matchSuits }) : null;
  const blank = judged?.match ? [onTable!, justPlayed!].filter((c) => c.word === null) : [];

  function pick(slot: Slot, card: PickableCard) {
    setCodes((all) => ({ ...all, [slot]: card.code }));
    setGrid(null);
    inputs[slot].current?.querySelector("input")?.focus();
  }

  function problem(): string | null {
    if (!winnerId) return "Say who won the snap.";
    if (!onTable || !justPlayed) return "Pick the two cards of the snap.";
    if (sameCard) return "Pick two different cards: one on the table, one just played.";
    if (!judged?.match) return "Those two cards aren’t a match, so nobody could win a snap with them. Check the cards.";
    if (!blank.every((c) => validateWord(words[c.id] ?? "").ok)) return "Write the word for each card that had none.";
    return null;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    const refused = problem();
    if (refused) return refuse(refused);
    const written = blank.map((c) => ({ cardId: c.id, word: (words[c.id] ?? "").trim(), cardName: c.name }));
    const winner = players.find((p) => p.id === winnerId)?.name ?? "The winner";
    const wrote = written.map((w) => `“${w.word}” on the ${w.cardName}`).join(" and ");
    await run(
      (requestKey) =>
        recordTableSnapAction({
          deckId,
          gameId,
          requestKey,
          winnerPlayerId: winnerId,
          onTableCardId: onTable!.id,
          justPlayedCardId: justPlayed!.id,
          words: written.map(({ cardId, word }) => ({ cardId, word })),
        }),
      {
        success: (snap) => `Snap ${snap} recorded for ${winner}.${wrote ? ` ${winner} wrote ${wrote}.` : ""}`,
        then: () => {
          setWinnerId("");
          setCodes({ onTable: "", justPlayed: "" });
          setWords({});
          setShowErrors(false);
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="record-heading" className="flex flex-col gap-6">
      <h2 id="record-heading" className="font-display text-2xl font-bold">
        Record a won snap
      </h2>

      <fieldset>
        <legend className="mb-3 text-lg font-bold">Who won the snap?</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {players.map((p) => (
            <label
              key={p.id}
              className="flex min-h-16 cursor-pointer items-center justify-center gap-3 rounded-2xl border-4 border-line bg-white px-4 text-2xl font-bold has-[:checked]:border-felt has-[:checked]:bg-green-50"
            >
              <input type="radio" name="winner" value={p.id} checked={winnerId === p.id} onChange={() => setWinnerId(p.id)} className="size-6 shrink-0 accent-felt" />
              <span aria-hidden className="size-5 shrink-0 rounded-full" style={{ backgroundColor: p.colour }} />
              {p.name}
            </label>
          ))}
        </div>
      </fieldset>

      <ScanCards deckId={deckId} cards={cards} onPick={(slot, card) => setCodes((all) => ({ ...all, [slot]: card.code }))} />
      <div className="grid gap-4 md:grid-cols-2">
        {(Object.keys(SLOTS) as Slot[]).map((slot) => (
          <div key={slot} ref={inputs[slot]}>
            <CardPicker
              id={`card-${slot}`}
              label={SLOTS[slot].label}
              cards={cards}
              code={codes[slot]}
              onCode={(code) => setCodes((all) => ({ ...all, [slot]: code }))}
              gridOpen={grid === slot}
              onToggleGrid={() => setGrid((open) => (open === slot ? null : slot))}
            />
          </div>
        ))}
      </div>
      {grid && <CardGrid title={SLOTS[grid].grid} cards={cards} onPick={(card) => pick(grid, card)} />}

      <div
        role="status"
        className={`rounded-2xl p-5 text-center font-display text-3xl font-bold sm:text-4xl ${judged?.match ? "bg-felt text-white" : judged ? "bg-red-50 text-snap ring-2 ring-snap" : "bg-white text-muted ring-1 ring-line"}`}
      >
        {judged?.match
          ? `Right call: ${judged.text}`
          : judged
            ? judged.text
            : sameCard
              ? "That is the same card twice"
              : "Pick the two cards to see the right call"}
      </div>

      {judged?.match && (
        <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-line">
          {blank.length > 0 ? (
            <>
              <p className="text-lg">The winner writes a word on each card that had none:</p>
              <div className="grid gap-4 md:grid-cols-2">
                {blank.map((card) => (
                  <WordInput
                    key={card.id}
                    id={`word-${card.id}`}
                    label={`Word written on the ${card.name}`}
                    value={words[card.id] ?? ""}
                    onChange={(value) => setWords((all) => ({ ...all, [card.id]: value }))}
                    showErrors={showErrors}
                  />
                ))}
              </div>
            </>
          ) : (
            <p className="text-lg">Both cards already have a word, so nothing is written this time.</p>
          )}
        </div>
      )}

      <FormMessage message={message} large />
      <div>
        <Button type="submit" busy={busy}>
          Record the snap
        </Button>
      </div>
    </form>
  );
}

function EndSession({ deckId, gameId }: { deckId: string; gameId: string }) {
  const [asking, setAsking] = useState(false);
  const { run, busy, message } = useServerAction();

  async function end() {
    await run(() => endTableSessionAction({ deckId, gameId }));
  }

  return (
    <section aria-labelledby="end-heading" className="flex flex-col gap-3 border-t-2 border-line pt-6">
      <h2 id="end-heading" className="font-display text-xl font-bold">
        Finished playing?
      </h2>
      <FormMessage message={message} />
      {asking ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-bold">End the session? No more snaps can be recorded in it.</p>
          <Button variant="secondary" onClick={end} busy={busy}>
            Yes, end it
          </Button>
          <Button variant="plain" onClick={() => setAsking(false)} disabled={busy}>
            Keep playing
          </Button>
        </div>
      ) : (
        <div>
          <Button variant="plain" onClick={() => setAsking(true)}>
            End the session
          </Button>
        </div>
      )}
    </section>
  );
}
