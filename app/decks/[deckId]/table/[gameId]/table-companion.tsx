"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { useServerAction } from "@/app/_components/use-server-action";
import { WordInput } from "@/app/_components/word-input";
import { WriteByHand } from "@/app/_components/handwriting/write-by-hand";
import { useKeepForOffline } from "@/app/_components/pwa/keep-for-offline";
import { validateWord } from "@/lib/cards/words";
import type { QueuedSnap } from "@/lib/games/table/outbox/entry";
import { cardsAsWritten, queuedSnapCalls } from "@/lib/games/table/outbox/words-as-written";
import { rightCall } from "@/lib/games/table/right-call";
import { endTableSessionAction } from "../actions/end-table-session";
import { CardGrid, CardPicker, pickedCard, type PickableCard } from "./card-picker";
import { OutboxConflict, OutboxStatus, type QueuedSnapView } from "./outbox-status";
import { ScanCards } from "./scan-cards";
import { SnapList, type CompanionSnap } from "./snap-list";
import { useTableOutbox, type Recorded } from "./use-table-outbox";
import { FormMessage, type Message } from "@/app/_components/form-message";
import { shownColour } from "@/lib/text/colour";

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
  userId,
  deckId,
  gameId,
  canRecord,
  matchSuits,
  players,
  cards,
  snaps,
}: {
  userId: string;
  deckId: string;
  gameId: string;
  canRecord: boolean;
  matchSuits: boolean;
  players: Player[];
  cards: CompanionCard[];
  snaps: CompanionSnap[];
}) {
  const outbox = useTableOutbox({ userId, deckId, gameId });
  const [draft, setDraft] = useState<{ key: string; input: QueuedSnap } | null>(null);
  useKeepForOffline(snaps.map((s) => `${s.index}${s.undone ? "u" : ""}`).join(","));

  // Snaps waiting on this device count as written: the next snap is judged by the deck as the family sees it.
  const asWritten = cardsAsWritten(cards, outbox.entries);
  const nameOf = (cardId: string) => cards.find((c) => c.id === cardId)?.name ?? "a card";
  const queued: QueuedSnapView[] = queuedSnapCalls(cards, outbox.entries, { matchSuits }).map(({ entry, call }) => ({
    entry,
    winner: players.find((p) => p.id === entry.input.winnerPlayerId)?.name ?? "A former player",
    onTable: nameOf(entry.input.onTableCardId),
    justPlayed: nameOf(entry.input.justPlayedCardId),
    call: entry.state === "waiting" && call?.match ? call.text : null,
    words: entry.input.words.map((w) => ({ cardName: nameOf(w.cardId), word: w.word })),
  }));
  const conflict = queued.find((q) => q.entry.state === "conflict");

  async function edit(view: QueuedSnapView) {
    const input = await outbox.edit(view.entry);
    setDraft({ key: view.entry.requestKey, input });
  }

  return (
    <div className="flex flex-col gap-10">
      {canRecord && (
        <div className="flex flex-col gap-4 empty:hidden">
          <OutboxStatus waiting={outbox.waiting} sending={outbox.sending} online={outbox.online} onSendNow={outbox.sendNow} />
          {conflict && <OutboxConflict snap={conflict} onEdit={() => void edit(conflict)} onDrop={() => void outbox.drop(conflict.entry)} />}
        </div>
      )}
      {canRecord && (
        <RecordSnap
          key={draft?.key ?? "new"}
          deckId={deckId}
          draft={draft?.input ?? null}
          matchSuits={matchSuits}
          players={players}
          cards={asWritten}
          record={outbox.record}
          waiting={outbox.waiting}
        />
      )}
      <SnapList deckId={deckId} gameId={gameId} snaps={snaps} queued={queued} onTakeOut={outbox.takeOut} online={outbox.online} canUndo={canRecord} />
      {canRecord && <EndSession deckId={deckId} gameId={gameId} />}
    </div>
  );
}

function RecordSnap({
  deckId,
  draft,
  matchSuits,
  players,
  cards,
  record,
  waiting,
}: {
  deckId: string;
  /** A queued snap the server refused, back in the form for the family to fix. */
  draft: QueuedSnap | null;
  matchSuits: boolean;
  players: Player[];
  cards: CompanionCard[];
  record: (input: QueuedSnap) => Promise<Recorded>;
  /** Snaps waiting on the device: a "saved on this device" note goes once they are all sent. */
  waiting: number;
}) {
  const codeOf = (cardId: string | undefined) => cards.find((c) => c.id === cardId)?.code ?? "";
  const [winnerId, setWinnerId] = useState(draft?.winnerPlayerId ?? "");
  const [codes, setCodes] = useState<Record<Slot, string>>({ onTable: codeOf(draft?.onTableCardId), justPlayed: codeOf(draft?.justPlayedCardId) });
  const [grid, setGrid] = useState<Slot | null>(null);
  const [words, setWords] = useState<Record<string, string>>(() => Object.fromEntries((draft?.words ?? []).map((w) => [w.cardId, w.word])));
  const [hands, setHands] = useState<Record<string, string | null>>(() => Object.fromEntries((draft?.words ?? []).map((w) => [w.cardId, w.drawing ?? null])));
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(
    draft ? { ok: true, text: "The snap is back in the form: check the cards and the words, then record it again." } : null,
  );
  const [savedNote, setSavedNote] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const inputs = { onTable: useRef<HTMLDivElement>(null), justPlayed: useRef<HTMLDivElement>(null) };

  useEffect(() => {
    if (draft) heading.current?.focus();
  }, [draft]);

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
    if (busy) return;
    setShowErrors(true);
    const refused = problem();
    if (refused) return setMessage({ ok: false, text: refused });
    const written = blank.map((c) => ({ cardId: c.id, word: (words[c.id] ?? "").trim(), cardName: c.name }));
    const winner = players.find((p) => p.id === winnerId)?.name ?? "The winner";
    const wrote = written.map((w) => `“${w.word}” on the ${w.cardName}`).join(" and ");
    setBusy(true);
    setMessage(null);
    setSavedNote(false);
    const outcome = await record({
      winnerPlayerId: winnerId,
      onTableCardId: onTable!.id,
      justPlayedCardId: justPlayed!.id,
      words: written.map(({ cardId, word }) => ({ cardId, word, ...(hands[cardId] ? { drawing: hands[cardId] } : {}) })),
    }).catch((): Recorded => ({ kind: "refused", error: "This device couldn’t keep the snap. Nothing was recorded; try again." }));
    setBusy(false);
    if (outcome.kind === "refused") return setMessage({ ok: false, text: outcome.error });
    setMessage({
      ok: true,
      text:
        outcome.kind === "sent"
          ? `Snap ${outcome.snap} recorded for ${winner}.${wrote ? ` ${winner} wrote ${wrote}.` : ""}`
          : outcome.behindConflict
            ? "Saved on this device: it will be sent once the snap that couldn’t be recorded is sorted out."
            : "Saved on this device: it will be sent when you’re back online.",
    });
    setSavedNote(outcome.kind === "saved");
    setWinnerId("");
    setCodes({ onTable: "", justPlayed: "" });
    setWords({});
    setHands({});
    setShowErrors(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="record-heading" className="flex flex-col gap-6">
      <h2 id="record-heading" ref={heading} tabIndex={-1} className="font-display text-2xl font-bold">
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
              <span aria-hidden className="size-5 shrink-0 rounded-full" style={{ backgroundColor: shownColour(p.colour) }} />
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
                  <div key={card.id} className="flex flex-col gap-3 has-[[data-writing-pad]]:col-span-full">
                    <WordInput
                      id={`word-${card.id}`}
                      label={`Word written on the ${card.name}`}
                      value={words[card.id] ?? ""}
                      onChange={(value) => setWords((all) => ({ ...all, [card.id]: value }))}
                      showErrors={showErrors}
                    />
                    <WriteByHand word={words[card.id] ?? ""} value={hands[card.id] ?? null} onChange={(stored) => setHands((all) => ({ ...all, [card.id]: stored }))} />
                  </div>
                ))}
              </div>
            </>
          ) : (
            <p className="text-lg">Both cards already have a word, so nothing is written this time.</p>
          )}
        </div>
      )}

      <FormMessage message={savedNote && waiting === 0 ? null : message} large />
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
