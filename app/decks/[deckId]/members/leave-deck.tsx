"use client";

import { useState } from "react";
import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { removeMemberAction } from "./actions/remove-member";

/** Leaving the deck, with a confirming second step. */
export function LeaveDeck({ deckId, deckName, userId }: { deckId: string; deckName: string; userId: string }) {
  const [confirming, setConfirming] = useState(false);
  const { run, busy, message } = useServerAction();

  async function leave() {
    const result = await run(() => removeMemberAction({ deckId, memberUserId: userId }), { navigate: () => "/decks" });
    if (result && !result.ok) setConfirming(false);
  }

  return (
    <div className="flex flex-col gap-3">
      <FormMessage message={message} />
      {confirming ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-4">
          <p className="w-full font-bold text-snap">Leave {deckName}? You will need a new invite link to come back.</p>
          <Button variant="danger" autoFocus busy={busy} onClick={leave}>
            Yes, leave
          </Button>
          <Button variant="plain" disabled={busy} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button variant="dangerOutline" onClick={() => setConfirming(true)} className="self-start">
          Leave this deck
        </Button>
      )}
    </div>
  );
}
