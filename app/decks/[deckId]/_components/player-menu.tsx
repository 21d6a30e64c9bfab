"use client";

import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { Button } from "@/app/_components/button";
import { ConfirmStep } from "@/app/_components/confirm-step";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { setPlayerArchivedAction } from "../actions/set-player-archived";
import { shownColour } from "@/lib/text/colour";

export interface Player {
  id: string;
  name: string;
  colour: string;
  archived: boolean;
}

/** A player's name as the deck page shows it. */
export const shownName = (player: Player) => `${player.name}${player.archived ? " (archived)" : ""}`;

/** A player's name as a chip in their colour; an archived player's in a ring of it, on white. */
export function playerChip(player: Player): { className: string; style: CSSProperties } {
  const colour = shownColour(player.colour);
  return player.archived
    ? { className: "inline-flex min-h-11 items-center gap-1 rounded-full bg-white px-4 font-bold text-ink ring-2 ring-inset", style: { "--tw-ring-color": colour } as CSSProperties }
    : { className: "inline-flex min-h-11 items-center gap-1 rounded-full px-4 font-bold text-white", style: { backgroundColor: colour } };
}

/**
 * Each player's name opens their own menu (a disclosure under the names): archive them, after a
 * confirmation, or bring them back. Once archived, "Undo" brings them straight back. Escape closes
 * the menu and returns to the name.
 */
export function PlayerMenu({ deckId, players }: { deckId: string; players: Player[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [undo, setUndo] = useState<Player | null>(null);
  const { run, busy, message } = useServerAction();
  const names = useRef(new Map<string, HTMLButtonElement>());
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const open = players.find((p) => p.id === openId) ?? null;

  // A menu just opened takes the keyboard to its first choice.
  useEffect(() => {
    if (openId) menu.current?.querySelector("button")?.focus();
  }, [openId]);

  function toggle(player: Player) {
    setConfirming(false);
    setOpenId(openId === player.id ? null : player.id);
  }

  function close() {
    const id = openId;
    setOpenId(null);
    setConfirming(false);
    if (id) names.current.get(id)?.focus();
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === "Escape" && openId) close();
  }

  async function setArchived(player: Player, archived: boolean) {
    const result = await run(() => setPlayerArchivedAction({ deckId, playerId: player.id, archived }), {
      success: archived ? `${player.name} is archived; their words stay theirs.` : `${player.name} is back among the players.`,
    });
    if (!result?.ok) return;
    setUndo(archived ? player : null);
    close();
  }

  return (
    <div onKeyDown={closeOnEscape} className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-2">
        {players.map((p) => (
          <li key={p.id}>
            <button
              ref={(element) => {
                if (element) names.current.set(p.id, element);
                else names.current.delete(p.id);
              }}
              type="button"
              aria-label={`${shownName(p)}: options`}
              aria-expanded={openId === p.id}
              aria-controls={menuId}
              onClick={() => toggle(p)}
              className={`${playerChip(p).className} pr-3 hover:underline`}
              style={playerChip(p).style}
            >
              {shownName(p)}
              <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-5 ${openId === p.id ? "rotate-180" : ""}`}>
                <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>

      <div ref={menu} id={menuId} hidden={open === null} className="rounded-2xl bg-white p-3 ring-1 ring-line">
        {open && !confirming && (
          <div className="flex flex-wrap items-center gap-2">
            <p className="mr-auto font-bold">{open.archived ? `${open.name} is archived.` : `${open.name} plays with this deck.`}</p>
            {open.archived ? (
              <Button variant="outline" busy={busy} onClick={() => setArchived(open, false)}>
                Bring back {open.name}
              </Button>
            ) : (
              <Button variant="dangerOutline" disabled={busy} onClick={() => setConfirming(true)}>
                Archive {open.name}…
              </Button>
            )}
            <Button variant="plain" disabled={busy} onClick={close}>
              Close
            </Button>
          </div>
        )}
        {open && confirming && (
          <ConfirmStep
            question={`Archive ${open.name}? They won’t be offered for new games. Every word they wrote stays theirs, and you can bring them back.`}
            confirm={`Yes, archive ${open.name}`}
            busy={busy}
            onConfirm={() => setArchived(open, true)}
            onCancel={close}
          />
        )}
      </div>

      {(message || undo) && (
        <div className="flex flex-wrap items-center gap-2">
          <FormMessage message={message} />
          {undo && message?.ok && (
            <Button variant="plain" busy={busy} aria-label={`Undo: bring back ${undo.name}`} onClick={() => setArchived(undo, false)}>
              Undo
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
