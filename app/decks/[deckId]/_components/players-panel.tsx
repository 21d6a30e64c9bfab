"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { PLAYER_COLOURS } from "@/lib/decks/player-colours";
import { addPlayerAction } from "../actions/add-player";
import { PlayerMenu, playerChip, shownName, type Player } from "./player-menu";

/**
 * The family's players. Editors open a player's own menu to archive them (never delete: their
 * words stay theirs) or bring them back, and add new players.
 */
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
      {canEdit ? (
        <PlayerMenu deckId={deckId} players={players} />
      ) : (
        <ul className="flex flex-wrap gap-2">
          {players.map((p) => (
            <li key={p.id} {...playerChip(p)}>
              {shownName(p)}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form onSubmit={onAdd} className="flex flex-col gap-1">
          <label htmlFor="new-player" className="font-bold">
            New player’s name
          </label>
          <div className="flex gap-2">
            <input id="new-player" value={name} onChange={(e) => setName(e.target.value)} className="min-h-12 min-w-0 flex-1 rounded-xl border-2 border-line bg-white px-4 sm:max-w-xs" />
            <Button type="submit" variant="outline" busy={busy} disabled={name.trim() === ""} className="shrink-0">
              Add player
            </Button>
          </div>
        </form>
      )}
      <FormMessage message={message} />
    </div>
  );
}
