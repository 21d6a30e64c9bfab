"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormMessage } from "@/app/_components/form-message";
import { PLAYER_COLOURS } from "@/lib/decks/player-colours";
import { addPlayerAction } from "../actions/add-player";
import { setPlayerArchivedAction } from "../actions/set-player-archived";

interface Player {
  id: string;
  name: string;
  colour: string;
  archived: boolean;
}

/** The family's players: editors add new ones and archive (never delete) those who stop playing. */
export function PlayersPanel({ deckId, players, canEdit }: { deckId: string; players: Player[]; canEdit: boolean }) {
  const router = useRouter();
  const [name, setName] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<{ ok: true } | { ok: false; error: string }>, done: string) {
    setBusy(true);
    const result = await work();
    setBusy(false);
    setMessage(result.ok ? { ok: true, text: done } : { ok: false, text: result.error });
    if (result.ok) router.refresh();
  }

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const colour = PLAYER_COLOURS[players.length % PLAYER_COLOURS.length]!;
    await run(() => addPlayerAction({ deckId, player: { name, colour } }), `${name.trim()} joins the players.`);
    setName("");
  }

  return (
    <div className="mt-3 flex flex-col gap-3">
      <ul className="flex flex-wrap gap-2">
        {players.map((p) => (
          <li key={p.id} className={`flex items-center gap-1 rounded-full py-1 pl-4 pr-1 font-bold text-white ${p.archived ? "opacity-70" : ""}`} style={{ backgroundColor: p.colour }}>
            {p.name}
            {p.archived ? " (archived)" : ""}
            {canEdit && (
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  run(
                    () => setPlayerArchivedAction({ deckId, playerId: p.id, archived: !p.archived }),
                    p.archived ? `${p.name} is back among the players.` : `${p.name} is archived; their words stay theirs.`,
                  )
                }
                className="min-h-10 rounded-full bg-white px-3 text-sm text-ink hover:bg-amber-50"
              >
                {p.archived ? `Bring back ${p.name}` : `Archive ${p.name}`}
              </button>
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
          <button type="submit" disabled={busy || name.trim() === ""} className="min-h-12 rounded-xl border-2 border-felt px-4 font-bold text-felt disabled:opacity-50">
            Add player
          </button>
        </form>
      )}
    </div>
  );
}
