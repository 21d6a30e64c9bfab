"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { PLAYER_COLOURS } from "@/lib/decks/player-colours";
import { addPlayerAction } from "../actions/add-player";
import { setPlayerArchivedAction } from "../actions/set-player-archived";
import { shownColour } from "@/lib/text/colour";

interface Player {
  id: string;
  name: string;
  colour: string;
  archived: boolean;
}

/** The family's players: editors add new ones and archive (never delete) those who stop playing. */
export function PlayersPanel({ deckId, players, canEdit }: { deckId: string; players: Player[]; canEdit: boolean }) {
  const [name, setName] = useState("");
  const { run, busy, message } = useServerAction();

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const colour = PLAYER_COLOURS[players.length % PLAYER_COLOURS.length]!;
    await run(() => addPlayerAction({ deckId, player: { name, colour } }), { success: `${name.trim()} joins the players.`, then: () => setName("") });
  }

  return (
    <div className="mt-3 flex flex-col gap-3">
      <ul className="flex flex-wrap gap-2">
        {players.map((p) => (
          <li key={p.id} className={`flex items-center gap-1 rounded-full py-1 pl-4 pr-1 font-bold text-white ${p.archived ? "opacity-70" : ""}`} style={{ backgroundColor: shownColour(p.colour) }}>
            {p.name}
            {p.archived ? " (archived)" : ""}
            {canEdit && (
              <Button
                variant="chip"
                disabled={busy}
                onClick={() =>
                  run(() => setPlayerArchivedAction({ deckId, playerId: p.id, archived: !p.archived }), {
                    success: p.archived ? `${p.name} is back among the players.` : `${p.name} is archived; their words stay theirs.`,
                  })
                }
              >
                {p.archived ? `Bring back ${p.name}` : `Archive ${p.name}`}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <FormMessage message={message} />
      {canEdit && (
        <form onSubmit={onAdd} className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="new-player" className="font-bold">
              New player’s name
            </label>
            <input id="new-player" value={name} onChange={(e) => setName(e.target.value)} className="min-h-12 rounded-xl border-2 border-line bg-white px-4" />
          </div>
          <Button type="submit" variant="outline" busy={busy} disabled={name.trim() === ""}>
            Add player
          </Button>
        </form>
      )}
    </div>
  );
}
