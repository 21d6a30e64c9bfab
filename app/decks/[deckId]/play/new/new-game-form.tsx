"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { Select } from "@/app/_components/select";
import { Toggle } from "@/app/_components/toggle";
import { useServerAction } from "@/app/_components/use-server-action";
import type { Pace } from "@/lib/rules";
import { startScreenGameAction } from "../../actions/start-screen-game";

interface Props {
  deckId: string;
  players: { id: string; name: string; colour: string }[];
}

const PACE_OPTIONS: { value: Pace; label: string }[] = [
  { value: "relaxed", label: "Relaxed" },
  { value: "normal", label: "Normal" },
  { value: "quick", label: "Quick" },
];
const TIME_LIMIT_OPTIONS = [
  { value: "", label: "None: play until one player is left" },
  ...[5, 10, 15, 30].map((m) => ({ value: String(m), label: `${m} minutes: most cards wins` })),
];

export function NewGameForm({ deckId, players }: Props) {
  const [chosen, setChosen] = useState<string[]>(players.slice(0, 1).map((p) => p.id));
  const [bots, setBots] = useState<Pace[]>(["normal"]);
  const [matchSuits, setMatchSuits] = useState(false);
  const [minutes, setMinutes] = useState("");
  const [dealNumber, setDealNumber] = useState("");
  const { run, busy, message, refuse } = useServerAction();
  const seats = chosen.length + bots.length;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (seats < 2) return refuse("A game needs at least two players: add a player or a bot.");
    await run(
      (requestKey) =>
        startScreenGameAction({
          deckId,
          requestKey,
          seats: [...chosen.map((playerId) => ({ kind: "person" as const, playerId })), ...bots.map((pace) => ({ kind: "bot" as const, pace }))],
          matchSuits: seats === 2 && matchSuits,
          timeLimitMinutes: minutes ? Number(minutes) : null,
          ...(dealNumber.trim() ? { seed: Number(dealNumber) } : {}),
        }),
      { navigate: (game) => `/decks/${deckId}/play/${game.gameId}` },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-6">
      <FormMessage message={message} />
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
            <li key={i} className="flex flex-wrap items-end gap-2">
              <Select
                id={`bot-${i}`}
                label={`Bot ${i + 1} pace`}
                value={pace}
                options={PACE_OPTIONS}
                onChange={(next) => setBots((all) => all.map((p, j) => (j === i ? next : p)))}
                className="min-w-40"
              />
              <Button variant="quiet" onClick={() => setBots((all) => all.filter((_, j) => j !== i))}>
                Remove bot {i + 1}
              </Button>
            </li>
          ))}
        </ul>
        {seats < 6 && (
          <Button variant="outline" onClick={() => setBots((all) => [...all, "normal"])} className="mt-3">
            Add a bot
          </Button>
        )}
      </fieldset>
      <fieldset className="rounded-2xl bg-white p-5 ring-1 ring-line">
        <legend className="px-2 font-display text-xl font-bold">Table rules</legend>
        <div className="flex flex-col gap-3">
          <Toggle
            id="match-suits"
            label="Matching suits count as a match (two players only)"
            checked={matchSuits}
            disabled={seats !== 2}
            onChange={setMatchSuits}
          />
          <Select id="time-limit" label="Time limit" value={minutes} options={TIME_LIMIT_OPTIONS} onChange={setMinutes} className="sm:max-w-md" />
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
      <Button type="submit" busy={busy} busyLabel="Dealing…">
        Deal the cards
      </Button>
    </form>
  );
}
