"use client";

import { useState } from "react";
import { Button } from "@/app/_components/button";
import type { WordCheck } from "@/lib/decks/deck-check/model";
import { CardLink } from "./card-link";
import type { DeckCheckCard } from "./deck-check";
import { WordCorrection } from "./word-correction";

/** The cards checked, newest first, each asking whether the app's word is the one on the card. */
export function CheckedCards({
  deckId,
  canChange,
  checked,
  onWordCheck,
}: {
  deckId: string;
  canChange: boolean;
  checked: { card: DeckCheckCard; word: WordCheck }[];
  onWordCheck: (cardId: string, word: WordCheck) => void;
}) {
  return (
    <section aria-labelledby="checked-heading" className="flex flex-col gap-3">
      <h2 id="checked-heading" className="font-display text-2xl font-bold">
        Checked cards
      </h2>
      {checked.length === 0 ? (
        <p className="text-muted">No cards checked yet. The last card you check shows here first.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {checked.map(({ card, word }) => (
            <CheckedCardRow key={card.id} deckId={deckId} canChange={canChange} card={card} word={word} onWordCheck={onWordCheck} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CheckedCardRow({
  deckId,
  canChange,
  card,
  word,
  onWordCheck,
}: {
  deckId: string;
  canChange: boolean;
  card: DeckCheckCard;
  word: WordCheck;
  onWordCheck: (cardId: string, word: WordCheck) => void;
}) {
  const [correcting, setCorrecting] = useState(false);
  return (
    <li aria-label={card.name} className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-line">
      <div className="w-16 shrink-0">{card.image}</div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-lg">
          <CardLink deckId={deckId} card={card} /> <span className="font-mono text-muted">{card.code}</span>
        </p>
        {correcting ? (
          <WordCorrection
            deckId={deckId}
            card={card}
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
    </li>
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
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-muted">No word in the app.</p>
        {canChange && (
          <Button variant="plain" onClick={onNo}>
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
