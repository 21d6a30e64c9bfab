"use client";

import type { FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { StartBar } from "@/app/_components/chooser/start-bar";
import { TableChoiceSections, useTableChoice, type DeckForChoice } from "@/app/_components/chooser/table-choice";
import { useFirstInvalidField } from "@/app/_components/first-invalid-field";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { startScreenGameAction } from "../../actions/start-screen-game";

export function NewGameForm(deck: DeckForChoice) {
  const choice = useTableChoice(deck);
  const { run, busy, message } = useServerAction();
  const { ref, showFirstInvalid } = useFirstInvalidField();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!choice.check()) return showFirstInvalid();
    await run((requestKey) => startScreenGameAction({ deckId: deck.deckId, requestKey, ...choice.request() }), {
      navigate: (started) => `/decks/${deck.deckId}/play/${started.gameId}`,
    });
  }

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-6">
      <TableChoiceSections deck={deck} choice={choice} playersLegend="Who is playing on this device" />
      <StartBar>
        <FormMessage message={message} />
        <Button type="submit" busy={busy} busyLabel="Dealing…" className="sm:self-start">
          Deal the cards
        </Button>
      </StartBar>
    </form>
  );
}
