"use client";

import Link from "@/app/_components/link";
import { useState } from "react";
import { Button, BUTTON_LOOK } from "@/app/_components/button";
import { GAME_NAMES, variantLine } from "@/app/_components/play/game-title";
import type { RoomView } from "@/lib/games/online/protocol";
import type { SeatCommand } from "./seat-commands";
import { SeatList } from "./seat-list";

interface Props {
  view: RoomView;
  /** The join address and its QR code (the host's screen only), when the site knows its address. */
  join: { url: string | null; qrSvg: string | null } | null;
  /** A deck member (not a device with a seat token): may go back to the deck. */
  member: boolean;
  starting: boolean;
  onStart: () => void;
  onCommand: (command: SeatCommand, seatId: string) => void;
}

/** Before the game: the host shows the code, link and QR code and starts; everyone sees the seats. */
export function RoomLobby({ view, join, member, starting, onStart, onCommand }: Props) {
  const host = view.you.role === "host";
  const rules = variantLine(view.setup);
  const url = join?.url ?? `${window.location.origin}/join/${view.code}`;
  const [copied, setCopied] = useState(false);

  async function copy() {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 p-4">
      <header>
        <p className="text-sm text-muted">{view.deck.name} · online room</p>
        <h1 className="font-display text-3xl font-bold">{GAME_NAMES[view.setup.game]}</h1>
        {rules && <p className="text-muted">{rules}</p>}
      </header>

      {host ? (
        <section aria-labelledby="join-heading" className="flex flex-col gap-4 rounded-3xl bg-white p-5 ring-1 ring-line sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <h2 id="join-heading" className="font-bold">
              Join with the code
            </h2>
            <p className="font-display text-5xl font-bold tracking-[0.2em] text-felt sm:text-6xl">
              <span className="sr-only">Room code: </span>
              {view.code}
            </p>
            <p className="text-sm text-muted">at {join?.url ? new URL(join.url).host : window.location.host}/join, or open the link:</p>
            <div className="flex flex-wrap items-center gap-2">
              <code className="min-w-0 break-all rounded-lg bg-table px-2 py-1 text-sm">{url}</code>
              <Button variant="outline" onClick={() => void copy()} className="min-h-11 px-3 text-base">
                {copied ? "Copied" : "Copy the link"}
              </Button>
            </div>
          </div>
          {join?.qrSvg && (
            <div role="img" aria-label="QR code of the join link" className="mx-auto w-44 shrink-0 [&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: join.qrSvg }} />
          )}
        </section>
      ) : (
        <p role="status" className="rounded-2xl bg-white p-4 text-lg font-bold ring-1 ring-line">
          Waiting for {view.hostName} to start the game.
        </p>
      )}

      <section aria-labelledby="seats-heading" className="flex flex-col gap-2">
        <h2 id="seats-heading" className="font-display text-xl font-bold">
          Seats
        </h2>
        <SeatList view={view} onCommand={host ? onCommand : undefined} />
        {view.you.role === "spectator" && (
          <p>
            You are watching.{" "}
            <Link href={`/join/${view.code}`} className="font-bold text-felt underline">
              Take a free seat
            </Link>
          </p>
        )}
      </section>

      {host && (
        <Button onClick={onStart} busy={starting} busyLabel="Dealing…" className="self-start px-10">
          Start the game
        </Button>
      )}
      {member && (
        <Link href={`/decks/${view.deck.id}`} className={`${BUTTON_LOOK.plain} self-start`}>
          Back to {view.deck.name}
        </Link>
      )}
    </div>
  );
}
