"use client";

import { useState } from "react";
import { Button } from "@/app/_components/button";
import type { WordCheck } from "@/lib/decks/deck-check/model";
import { CardLink } from "./card-link";
import type { DeckCheckCard } from "./deck-check";
import { WordCorrection } from "./word-correction";

interface CheckedProps {
  deckId: string;
  canChange: boolean;
  onWordCheck: (cardId: string, word: WordCheck) => void;
}

/** Every card checked, newest first, each asking whether the app's word is the one on the card. */
export function CheckedCards({ checked, ...props }: CheckedProps & { checked: { card: DeckCheckCard; word: WordCheck }[] }) {
  return (
    <section aria-labelledby="checked-heading" className="flex flex-col gap-3">
      <h2 id="checked-heading" className="font-display text-2xl font-bold">
        Checked cards
      </h2>
      {checked.length === 0 ? (
        <p className="text-muted">No cards checked yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {checked.map(({ card, word }) => (
            <li key={card.id} aria-label={card.name} className="rounded-2xl bg-white p-3 ring-1 ring-line">
              <CheckedCard {...props} card={card} word={word} idPrefix="list" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The card checked last, large, right under the code field: its word is asked about while it's in hand. */
export function JustChecked({ latest, ...props }: CheckedProps & { latest: { card: DeckCheckCard; word: WordCheck } | undefined }) {
  if (!latest) return null;
  return (
    <section aria-labelledby="just-checked-heading" className="rounded-2xl bg-white p-5 ring-2 ring-felt">
      <h2 id="just-checked-heading" className="mb-3 font-display text-xl font-bold">
        Just checked
      </h2>
      <CheckedCard {...props} card={latest.card} word={latest.word} idPrefix="latest" large />
    </section>
  );
}

function CheckedCard({
  deckId,
  canChange,
  card,
  word,
  onWordCheck,
  idPrefix,
  large = false,
}: CheckedProps & { card: DeckCheckCard; word: WordCheck; idPrefix: string; large?: boolean }) {
  const [correcting, setCorrecting] = useState(false);
  return (
    <div className="flex gap-3">
      <div className={`shrink-0 ${large ? "w-24" : "w-12"}`}>{card.image}</div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className={large ? "text-xl" : "text-lg"}>
          <CardLink deckId={deckId} card={card} /> <span className="font-mono text-muted">{card.code}</span>
        </p>
        {correcting ? (
          <WordCorrection
            deckId={deckId}
            card={card}
            idPrefix={idPrefix}
            onDone={() => {
              onWordCheck(card.id, "corrected");
              setCorrecting(false);
            }}
            onCancel={() => setCorrecting(false)}
          />
        ) : (
          <WordQuestion card={card} word={word} canChange={canChange} onYes={() => onWordCheck(card.id, "confirmed")} onNo={() => setCorrecting(true)} />
        )}
      </div>
    </div>
  );
}

function WordQuestion({
  card,
  word,
  canChange,
  onYes,
  onNo,
}: {
  card: DeckCheckCard;
  word: WordCheck;
  canChange: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  if (word === "corrected") return <p className="font-bold text-felt">Corrected: the card’s word is {card.word ? `‘${card.word}’` : "blank"}.</p>;
  if (card.word === null) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-muted">No word in the app.</p>
        {canChange && (
          <Button variant="plain" onClick={onNo} className="px-3 text-base">
            It has a word…
          </Button>
        )}
      </div>
    );
  }
  if (word === "confirmed") return <p className="font-bold text-felt">‘{card.word}’ matches the card.</p>;
  return (
    <div className="flex flex-col gap-2">
      <p>Is ‘{card.word}’ what’s written on the card?</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onYes}>
          Yes
        </Button>
        {canChange && (
          <Button variant="outline" onClick={onNo}>
            No, it says…
          </Button>
        )}
      </div>
    </div>
  );
}
