"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { SubmitButton } from "@/app/_components/field";
import { startTableSessionAction } from "./actions/start-table-session";
import { reachServer } from "./reach-server";

interface Player {
  id: string;
  name: string;
  colour: string;
}

/** Who is at the table today, and whether two players count matching suits too. */
export function StartSessionForm({ deckId, players }: { deckId: string; players: Player[] }) {
  const router = useRouter();
  const [requestKey] = useState(() => crypto.randomUUID());
  const [present, setPresent] = useState<string[]>(() => players.map((p) => p.id));
  const [matchSuits, setMatchSuits] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const twoPlayers = present.length === 2;

  function toggle(id: string, on: boolean) {
    setPresent((all) => players.map((p) => p.id).filter((p) => (p === id ? on : all.includes(p))));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (present.length < 2) return setError("Tick at least two players: Snap needs two.");
    setBusy(true);
    const result = await reachServer(() => startTableSessionAction({ deckId, requestKey, players: present, matchSuits: twoPlayers && matchSuits }));
    if (!result.ok) {
      setBusy(false);
      return setError(result.error);
    }
    router.push(`/decks/${deckId}/table/${result.data}`);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="start-heading" className="flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-line">
      <h2 id="start-heading" className="font-display text-2xl font-bold">
        Start a session
      </h2>
      {error && (
        <p role="alert" className="rounded-xl border-2 border-snap bg-red-50 p-3 font-bold text-snap">
          {error}
        </p>
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-bold">Who is playing?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {players.map((p) => (
            <label
              key={p.id}
              className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-line px-4 text-xl font-bold has-[:checked]:border-felt has-[:checked]:bg-green-50"
            >
              <input type="checkbox" checked={present.includes(p.id)} onChange={(e) => toggle(p.id, e.target.checked)} className="size-6 accent-felt" />
              <span aria-hidden className="size-4 rounded-full" style={{ backgroundColor: p.colour }} />
              {p.name}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={`flex min-h-12 items-start gap-3 rounded-xl border-2 border-line p-4 ${twoPlayers ? "cursor-pointer" : ""}`}>
        <input
          type="checkbox"
          checked={twoPlayers && matchSuits}
          disabled={!twoPlayers}
          onChange={(e) => setMatchSuits(e.target.checked)}
          aria-describedby="suits-hint"
          className="mt-1 size-6 accent-felt"
        />
        <span>
          <span className="block font-bold">Matching suits count too</span>
          <span id="suits-hint" className="block text-muted">
            {twoPlayers ? "A house option for two players: two hearts are a match, like two sevens." : "An option for two players only."}
          </span>
        </span>
      </label>
      <div>
        <SubmitButton busy={busy}>Start the session</SubmitButton>
      </div>
    </form>
  );
}
