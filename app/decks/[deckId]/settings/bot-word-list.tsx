"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { FieldLabel, hintId } from "@/app/_components/field-label";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { addBotWordsAction } from "./actions/add-bot-words";
import { removeBotWordAction } from "./actions/remove-bot-word";

interface ListedWord {
  word: string;
  /** A card of the deck carries it: no bot takes it. */
  onDeck: boolean;
}

const FIELD = "bot-words-new";

/** The family's words for bots: everyone sees them; editors and owners add words and take them off. */
export function BotWordList({ deckId, words, canEdit }: { deckId: string; words: ListedWord[]; canEdit: boolean }) {
  const [text, setText] = useState("");
  const { run, busy, message } = useServerAction();

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    await run(() => addBotWordsAction({ deckId, words: text }), {
      success: ({ added }) => (added === 0 ? "Those words are on the list already." : `${added} ${added === 1 ? "word" : "words"} added to the list.`),
      then: () => setText(""),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      {words.length === 0 ? (
        <p className="text-muted">The list is empty: at a table whose bots write from it, their cards stay blank.</p>
      ) : (
        <ul aria-label="The family’s words for bots" className="flex flex-wrap gap-2">
          {words.map((w) => (
            <li key={w.word} className={`flex items-center gap-2 rounded-full bg-table py-1 pl-4 ring-1 ring-line ${canEdit ? "pr-1" : "pr-4"}`}>
              <span className="font-display text-lg font-bold">{w.word}</span>
              {w.onDeck && <span className="text-sm text-muted">(on the deck)</span>}
              {canEdit && (
                <Button variant="chip" disabled={busy} onClick={() => run(() => removeBotWordAction({ deckId, word: w.word }), { success: `“${w.word}” is off the list.` })}>
                  Take “{w.word}” off
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormMessage message={message} />
      {canEdit && (
        <form onSubmit={onAdd} noValidate className="flex flex-col gap-2 sm:max-w-md">
          <FieldLabel id={FIELD} label="Words to add" hint="One word on each line. Each is checked as a word on a card is." />
          <textarea
            id={FIELD}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={4}
            autoCapitalize="words"
            aria-describedby={hintId(FIELD)}
            className="rounded-xl border-2 border-line bg-white px-4 py-2 font-display text-xl outline-none focus:border-felt"
          />
          <Button type="submit" variant="outline" busy={busy} disabled={text.trim() === ""} className="self-start">
            Add to the list
          </Button>
        </form>
      )}
    </div>
  );
}
