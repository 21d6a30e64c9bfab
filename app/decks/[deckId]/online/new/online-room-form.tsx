"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { ChooserSection } from "@/app/_components/chooser/chooser-section";
import { StartBar } from "@/app/_components/chooser/start-bar";
import { TableChoiceSections, useTableChoice, type DeckForChoice } from "@/app/_components/chooser/table-choice";
import { useFirstInvalidField } from "@/app/_components/first-invalid-field";
import { FormMessage } from "@/app/_components/form-message";
import { Select } from "@/app/_components/select";
import { useServerAction } from "@/app/_components/use-server-action";
import { createRoomAction } from "../actions/create-room";

/** The host plays no seat of their own. */
const ONLY_HOSTING = "";

/** The play-on-screen chooser, and which of the players the host is on this device ("I am Sam"). */
export function OnlineRoomForm({ deck, hostName }: { deck: DeckForChoice; hostName: string }) {
  const choice = useTableChoice(deck);
  const [hostSeat, setHostSeat] = useState(() => deck.players.find((p) => p.name === hostName)?.id ?? ONLY_HOSTING);
  const { run, busy, message } = useServerAction();
  const { ref, showFirstInvalid } = useFirstInvalidField();

  const playing = deck.players.filter((p) => choice.seats.people.includes(p.id));
  const seat = playing.some((p) => p.id === hostSeat) ? hostSeat : ONLY_HOSTING;
  const noPerson = choice.seats.people.length === 0;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!choice.check()) return showFirstInvalid();
    if (noPerson) return;
    await run((requestKey) => createRoomAction({ deckId: deck.deckId, requestKey, ...choice.request(), hostPlayerId: seat || null }), {
      navigate: (room) => `/online/${room.roomId}`,
    });
  }

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-6">
      <TableChoiceSections deck={deck} choice={choice} playersLegend="Who is playing (each on their own device)" />
      <ChooserSection id="you" title="You">
        <Select
          id="host-seat"
          label="Which player are you?"
          hint="Everyone else joins with the room’s code or link, on their own device."
          value={seat}
          options={[...playing.map((p) => ({ value: p.id, label: `I am ${p.name}` })), { value: ONLY_HOSTING, label: "I’m only hosting" }]}
          onChange={setHostSeat}
          className="sm:w-72"
        />
        {noPerson && (
          <p role="alert" className="mt-3 font-bold text-snap">
            An online game needs at least one person: choose who plays.
          </p>
        )}
      </ChooserSection>
      <StartBar>
        <FormMessage message={message} />
        <Button type="submit" busy={busy} busyLabel="Opening the room…" disabled={noPerson} className="sm:self-start">
          Open the room
        </Button>
      </StartBar>
    </form>
  );
}
