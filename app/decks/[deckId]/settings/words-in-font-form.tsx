"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { ChoiceGroup } from "@/app/decks/[deckId]/design/choice-group";
import { setWordsInFontAction } from "./actions/set-words-in-font";

type Lettering = "hand" | "font";

const OPTIONS = [
  { value: "hand", label: "In our handwriting where we have it", hint: "The typed word is printed small at the bottom of the card too." },
  { value: "font", label: "Always in the font", hint: "Our handwriting is kept; it shows again if we change back." },
] as const satisfies readonly { value: Lettering; label: string; hint: string }[];

/** How the deck shows its words, chosen by an owner: in the family's handwriting where a card has it, or always in the font. */
export function WordsInFontForm({ deckId, wordsInFont }: { deckId: string; wordsInFont: boolean }) {
  const [value, setValue] = useState<Lettering>(wordsInFont ? "font" : "hand");
  const action = useServerAction();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await action.run(() => setWordsInFontAction({ deckId, wordsInFont: value === "font" }), {
      success: (done) => (done.wordsInFont ? "Saved: words show in the font." : "Saved: words show in our handwriting where we have it."),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormMessage message={action.message} />
      <ChoiceGroup name="words-in-font" legend="Show and print words" value={value} options={OPTIONS} onChange={setValue} />
      <Button type="submit" busy={action.busy} className="self-start">
        Save how words show
      </Button>
    </form>
  );
}
