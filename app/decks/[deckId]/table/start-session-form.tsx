"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { Toggle } from "@/app/_components/toggle";
import { useServerAction } from "@/app/_components/use-server-action";
import { startTableSessionAction } from "./actions/start-table-session";
import { shownColour } from "@/lib/text/colour";

interface Player {
  id: string;
  name: string;
  colour: string;
}

/** Who is at the table today, and whether two players count matching suits too. */
export function StartSessionForm({ deckId, players }: { deckId: string; players: Player[] }) {
  const [present, setPresent] = useState<string[]>(() => players.map((p) => p.id));
  const [matchSuits, setMatchSuits] = useState(false);
  const { run, busy, message, refuse } = useServerAction();
  const twoPlayers = present.length === 2;

  function toggle(id: string, on: boolean) {
    setPresent((all) => players.map((p) => p.id).filter((p) => (p === id ? on : all.includes(p))));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (present.length < 2) return refuse("Tick at least two players: Snap needs two.");
    await run((requestKey) => startTableSessionAction({ deckId, requestKey, players: present, matchSuits: twoPlayers && matchSuits }), {
      navigate: (gameId) => `/decks/${deckId}/table/${gameId}`,
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="start-heading" className="flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-line">
      <h2 id="start-heading" className="font-display text-2xl font-bold">
        Start a session
      </h2>
      <FormMessage message={message} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-bold">Who is playing?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {players.map((p) => (
            <label
              key={p.id}
              className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-line px-4 text-xl font-bold has-[:checked]:border-felt has-[:checked]:bg-green-50"
            >
              <input type="checkbox" checked={present.includes(p.id)} onChange={(e) => toggle(p.id, e.target.checked)} className="size-6 accent-felt" />
              <span aria-hidden className="size-4 rounded-full" style={{ backgroundColor: shownColour(p.colour) }} />
              {p.name}
            </label>
          ))}
        </div>
      </fieldset>
      <Toggle
        id="match-suits"
        label="Matching suits count too"
        hint={twoPlayers ? "A house option for two players: two hearts are a match, like two sevens." : "An option for two players only."}
        checked={twoPlayers && matchSuits}
        disabled={!twoPlayers}
        onChange={setMatchSuits}
        className="border-2 border-line p-4"
      />
      <div>
        <Button type="submit" busy={busy}>
          Start the session
        </Button>
      </div>
    </form>
  );
}
