"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { removeMemberAction } from "./actions/remove-member";
import { alertBox, button } from "./styles";

/** Leaving the deck, with a confirming second step. */
export function LeaveDeck({ deckId, deckName, userId }: { deckId: string; deckName: string; userId: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function leave() {
    setBusy(true);
    setError(null);
    try {
      const result = await removeMemberAction({ deckId, memberUserId: userId });
      if (!result.ok) {
        setConfirming(false);
        return setError(result.error);
      }
      router.push("/decks");
      router.refresh();
    } catch {
      setError("We couldn't reach the server. You are still in the deck; please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {error && (
        <p role="alert" className={alertBox}>
          {error}
        </p>
      )}
      {confirming ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-4">
          <p className="w-full font-bold text-snap">Leave {deckName}? You will need a new invite link to come back.</p>
          <button type="button" autoFocus disabled={busy} aria-busy={busy} onClick={leave} className={button.danger}>
            Yes, leave
          </button>
          <button type="button" disabled={busy} onClick={() => setConfirming(false)} className={button.outline}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} className={`${button.dangerOutline} self-start`}>
          Leave this deck
        </button>
      )}
    </div>
  );
}
