"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { acceptInviteAction } from "./actions/accept-invite";

export function JoinButton({ token, deckName }: { token: string; deckName: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function join() {
    setBusy(true);
    setError(null);
    try {
      const result = await acceptInviteAction({ token });
      if (!result.ok) {
        setBusy(false);
        return setError(result.error);
      }
      router.push(`/decks/${result.data.deckId}`);
      router.refresh();
    } catch {
      setBusy(false);
      setError("We couldn't reach the server. You haven't joined yet; please try again.");
    }
  }

  return (
    <div className="mt-6 flex flex-col gap-3">
      {error && (
        <p role="alert" className="rounded-xl border-2 border-snap bg-red-50 p-3 font-bold text-snap">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={join}
        disabled={busy}
        aria-busy={busy}
        className="min-h-12 self-start rounded-xl bg-snap px-6 text-lg font-bold text-white shadow hover:bg-snap-dark disabled:opacity-60"
      >
        {busy ? "Joining…" : `Join ${deckName}`}
      </button>
    </div>
  );
}
