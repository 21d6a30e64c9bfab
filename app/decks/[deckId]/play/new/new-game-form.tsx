"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { SubmitButton } from "@/app/_components/field";
import type { Pace } from "@/lib/rules";
import { startScreenGameAction } from "../../actions/start-screen-game";

interface Props {
  deckId: string;
  players: { id: string; name: string; colour: string }[];
}

const PACE_LABEL: Record<Pace, string> = { relaxed: "Relaxed", normal: "Normal", quick: "Quick" };

export function NewGameForm({ deckId, players }: Props) {
  const router = useRouter();
  const [requestKey] = useState(() => crypto.randomUUID());
  const [chosen, setChosen] = useState<string[]>(players.slice(0, 1).map((p) => p.id));
  const [bots, setBots] = useState<Pace[]>(["normal"]);
  const [matchSuits, setMatchSuits] = useState(false);
  const [minutes, setMinutes] = useState("");
  const [dealNumber, setDealNumber] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const seats = chosen.length + bots.length;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (seats < 2) return setError("A game needs at least two players: add a player or a bot.");
    setBusy(true);
    const result = await startScreenGameAction({
      deckId,
      requestKey,
      seats: [...chosen.map((playerId) => ({ kind: "person" as const, playerId })), ...bots.map((pace) => ({ kind: "bot" as const, pace }))],
      matchSuits: seats === 2 && matchSuits,
      timeLimitMinutes: minutes ? Number(minutes) : null,
      ...(dealNumber.trim() ? { seed: Number(dealNumber) } : {}),
    });
    if (!result.ok) {
      setBusy(false);
      return setError(result.error);
    }
    router.push(`/decks/${deckId}/play/${result.data.gameId}`);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-6">
      {error && (
        <p role="alert" className="rounded-xl border-2 border-snap bg-red-50 p-3 font-bold text-snap">
          {error}
        </p>
      )}
      <fieldset className="rounded-2xl bg-white p-5 ring-1 ring-line">
        <legend className="px-2 font-display text-xl font-bold">Who is playing here</legend>
        <div className="flex flex-wrap gap-3">
          {players.map((p) => (
            <label key={p.id} className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 border-line px-4 has-[:checked]:border-felt has-[:checked]:bg-green-50">
              <input
                type="checkbox"
                className="size-5"
                checked={chosen.includes(p.id)}
                onChange={() => setChosen((all) => (all.includes(p.id) ? all.filter((id) => id !== p.id) : [...all, p.id]))}
              />
              <span className="font-bold" style={{ color: p.colour }}>
                {p.name}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="rounded-2xl bg-white p-5 ring-1 ring-line">
        <legend className="px-2 font-display text-xl font-bold">Bots</legend>
        <ul className="flex flex-col gap-2">
          {bots.map((pace, i) => (
            <li key={i} className="flex flex-wrap items-center gap-2">
              <label htmlFor={`bot-${i}`} className="font-bold">
                Bot {i + 1} pace
              </label>
              <select
                id={`bot-${i}`}
                value={pace}
                onChange={(e) => setBots((all) => all.map((p, j) => (j === i ? (e.target.value as Pace) : p)))}
                className="min-h-12 rounded-xl border-2 border-line bg-white px-3"
              >
                {(Object.keys(PACE_LABEL) as Pace[]).map((p) => (
                  <option key={p} value={p}>
                    {PACE_LABEL[p]}
                  </option>
                ))}
              </select>
              <button type="button" onClick={() => setBots((all) => all.filter((_, j) => j !== i))} className="min-h-12 rounded-xl px-3 font-bold text-snap hover:bg-red-50">
                Remove bot {i + 1}
              </button>
            </li>
          ))}
        </ul>
        {seats < 6 && (
          <button type="button" onClick={() => setBots((all) => [...all, "normal"])} className="mt-3 min-h-12 rounded-xl border-2 border-felt px-4 font-bold text-felt">
            Add a bot
          </button>
        )}
      </fieldset>
      <fieldset className="rounded-2xl bg-white p-5 ring-1 ring-line">
        <legend className="px-2 font-display text-xl font-bold">Table rules</legend>
        <div className="flex flex-col gap-3">
          <label className="flex min-h-12 items-center gap-3">
            <input type="checkbox" className="size-5" checked={matchSuits} disabled={seats !== 2} onChange={(e) => setMatchSuits(e.target.checked)} />
            Matching suits count as a match (two players only)
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor="time-limit" className="font-bold">
              Time limit
            </label>
            <select id="time-limit" value={minutes} onChange={(e) => setMinutes(e.target.value)} className="min-h-12 rounded-xl border-2 border-line bg-white px-3">
              <option value="">None: play until one player is left</option>
              {[5, 10, 15, 30].map((m) => (
                <option key={m} value={m}>
                  {m} minutes: most cards wins
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor="deal-number" className="font-bold">
              Deal number (optional)
            </label>
            <input
              id="deal-number"
              inputMode="numeric"
              value={dealNumber}
              onChange={(e) => setDealNumber(e.target.value.replace(/\D/g, ""))}
              aria-describedby="deal-number-hint"
              className="min-h-12 w-40 rounded-xl border-2 border-line bg-white px-3"
            />
            <p id="deal-number-hint" className="text-sm text-muted">
              The same number deals the same game again.
            </p>
          </div>
        </div>
      </fieldset>
      <SubmitButton busy={busy}>Deal the cards</SubmitButton>
    </form>
  );
}
