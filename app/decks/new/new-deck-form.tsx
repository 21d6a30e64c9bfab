"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { RANKS, SUITS, SUIT_NAME, cardName, standardCode } from "@/lib/cards/deck-composition";
import { PLAYER_COLOURS, SET_COLOURS } from "@/lib/decks/player-colours";
import { createDeckSchema } from "@/lib/decks/schemas";
import { isTimeZone } from "@/lib/time/family-time";
import { browserTimeZone } from "@/app/_components/browser-time-zone";
import { createDeckAction } from "./actions/create-deck";

interface PlayerRow {
  key: number;
  name: string;
  colour: string;
}

const SUIT_SYMBOL: Record<string, string> = { clubs: "♣", diamonds: "♦", hearts: "♥", spades: "♠" };

export function NewDeckForm() {
  const [name, setName] = useState("");
  const [kind, setKind] = useState<"standard" | "custom">("standard");
  const [missing, setMissing] = useState<string[]>([]);
  const [sets, setSets] = useState(() => ["Cat", "Dog", "Fish", "Bird"].map((label, i) => ({ label, colour: SET_COLOURS[i]! })));
  const [cardsPerSet, setCardsPerSet] = useState(4);
  const [players, setPlayers] = useState<PlayerRow[]>([
    { key: 0, name: "", colour: PLAYER_COLOURS[0]! },
    { key: 1, name: "", colour: PLAYER_COLOURS[1]! },
  ]);
  const [start, setStart] = useState<"setup" | "existing">("setup");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { run, busy, message, refuse, requestKey } = useServerAction();

  const input = {
    requestKey,
    name,
    composition: kind === "standard" ? { kind, missing } : { kind, sets, cardsPerSet },
    players: players.map(({ name, colour }) => ({ name, colour })),
    start,
  };

  /** The form's fields and this browser's time zone (the deck's, until the account has one). */
  const withTimeZone = () => {
    const timeZone = browserTimeZone();
    return timeZone && isTimeZone(timeZone) ? { ...input, timeZone } : input;
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = createDeckSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === "players" ? `players.${String(issue.path[1] ?? "all")}` : String(issue.path[0] ?? "form");
        found[key] ??= issue.message;
      }
      setErrors(found);
      return refuse("Please fix the highlighted parts below.");
    }
    setErrors({});
    await run(() => createDeckAction(withTimeZone()), {
      navigate: (deck) => `/decks/${deck.deckId}/${start === "setup" ? "setup" : "import"}`,
    });
  }

  const toggleMissing = (code: string) =>
    setMissing((list) => (list.includes(code) ? list.filter((c) => c !== code) : [...list, code]));

  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 flex flex-col gap-8">
      <FormMessage message={message} />
      <Field label="Deck name" name="name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} placeholder="The Kitchen Deck" />

      <fieldset className="min-w-0 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-5">
        <legend className="px-2 font-display text-xl font-bold">The cards</legend>
        <div className="flex flex-wrap gap-3">
          {(["standard", "custom"] as const).map((k) => (
            <label key={k} className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 border-line px-4 has-[:checked]:border-felt has-[:checked]:bg-green-50">
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} className="size-5" />
              {k === "standard" ? "A standard 52-card deck" : "A custom Snap deck"}
            </label>
          ))}
        </div>
        {kind === "standard" ? (
          <details className="mt-4">
            <summary className="min-h-11 cursor-pointer py-2 font-bold text-felt">
              Any cards missing? {missing.length > 0 ? `(${missing.length} marked)` : "(a card or two is fine)"}
            </summary>
            {errors.composition && <p className="text-sm font-bold text-snap">{errors.composition}</p>}
            <div className="mt-2 flex flex-col gap-2">
              {SUITS.map((suit) => (
                <fieldset key={suit} className="flex flex-wrap gap-1">
                  <legend className="sr-only">{SUIT_NAME[suit]}</legend>
                  {RANKS.map((rank) => {
                    const code = standardCode(rank, suit);
                    const red = suit === "hearts" || suit === "diamonds";
                    return (
                      <label
                        key={code}
                        title={`${cardName({ rank, suit })} missing`}
                        className={`flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border-2 border-line bg-card text-sm font-bold has-[:checked]:border-snap has-[:checked]:bg-red-100 has-[:checked]:line-through ${red ? "text-snap" : "text-ink"}`}
                      >
                        <input
                          type="checkbox"
                          className="sr-only"
                          aria-label={`${cardName({ rank, suit })} missing`}
                          checked={missing.includes(code)}
                          onChange={() => toggleMissing(code)}
                        />
                        {rank}
                        {SUIT_SYMBOL[suit]}
                      </label>
                    );
                  })}
                </fieldset>
              ))}
            </div>
          </details>
        ) : (
          <div className="mt-4 flex flex-col gap-3">
            {errors.composition && <p className="text-sm font-bold text-snap">{errors.composition}</p>}
            <label className="flex items-center gap-3 font-bold">
              Matching cards in each set
              <input
                type="number"
                min={2}
                max={8}
                value={cardsPerSet}
                onChange={(e) => setCardsPerSet(Number(e.target.value))}
                className="min-h-12 w-24 rounded-xl border-2 border-line px-3"
              />
            </label>
            <ul className="flex flex-col gap-2">
              {sets.map((set, i) => (
                <li key={i} className="flex items-center gap-2">
                  <input
                    aria-label={`Set ${i + 1} label`}
                    value={set.label}
                    onChange={(e) => setSets((all) => all.map((s, j) => (j === i ? { ...s, label: e.target.value } : s)))}
                    className="min-h-12 min-w-0 flex-1 rounded-xl border-2 border-line bg-white px-4"
                  />
                  <input
                    type="color"
                    aria-label={`Set ${i + 1} colour`}
                    value={set.colour}
                    onChange={(e) => setSets((all) => all.map((s, j) => (j === i ? { ...s, colour: e.target.value } : s)))}
                    className="h-12 w-14 rounded-lg"
                  />
                  <Button variant="quiet" onClick={() => setSets((all) => all.filter((_, j) => j !== i))} className="shrink-0">
                    <span>
                      Remove<span className="max-sm:sr-only"> set {i + 1}</span>
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
            <Button
              variant="outline"
              onClick={() => setSets((all) => [...all, { label: "", colour: SET_COLOURS[all.length % SET_COLOURS.length]! }])}
              className="self-start"
            >
              Add a set
            </Button>
          </div>
        )}
      </fieldset>

      <fieldset className="min-w-0 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-5">
        <legend className="px-2 font-display text-xl font-bold">Who plays</legend>
        <p className="text-muted">Everyone in the family who will write on the cards, with or without an account.</p>
        {errors["players.all"] && <p className="mt-2 text-sm font-bold text-snap">{errors["players.all"]}</p>}
        <ul className="mt-3 flex flex-col gap-2">
          {players.map((player, i) => (
            <li key={player.key} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <input
                  aria-label={`Player ${i + 1} name`}
                  aria-invalid={errors[`players.${i}`] ? true : undefined}
                  value={player.name}
                  placeholder={["Mum", "Dad", "Sam", "Gran"][i] ?? "Name"}
                  onChange={(e) => setPlayers((all) => all.map((p) => (p.key === player.key ? { ...p, name: e.target.value } : p)))}
                  className="min-h-12 min-w-0 flex-1 rounded-xl border-2 border-line bg-white px-4 text-lg aria-invalid:border-snap"
                />
                <input
                  type="color"
                  aria-label={`Player ${i + 1} colour`}
                  value={player.colour}
                  onChange={(e) => setPlayers((all) => all.map((p) => (p.key === player.key ? { ...p, colour: e.target.value } : p)))}
                  className="h-12 w-14 rounded-lg"
                />
                {players.length > 2 && (
                  <Button variant="quiet" onClick={() => setPlayers((all) => all.filter((p) => p.key !== player.key))} className="shrink-0">
                    <span>
                      Remove<span className="max-sm:sr-only"> player {i + 1}</span>
                    </span>
                  </Button>
                )}
              </div>
              {errors[`players.${i}`] && <p className="text-sm font-bold text-snap">{errors[`players.${i}`]}</p>}
            </li>
          ))}
        </ul>
        {players.length < 10 && (
          <Button
            variant="outline"
            onClick={() =>
              setPlayers((all) => [
                ...all,
                { key: Math.max(...all.map((p) => p.key)) + 1, name: "", colour: PLAYER_COLOURS[all.length % PLAYER_COLOURS.length]! },
              ])
            }
            className="mt-3"
          >
            Add a player
          </Button>
        )}
      </fieldset>

      <fieldset className="min-w-0 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-5">
        <legend className="px-2 font-display text-xl font-bold">How the deck starts</legend>
        <div className="flex flex-col gap-3">
          <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-line p-4 has-[:checked]:border-felt has-[:checked]:bg-green-50">
            <input type="radio" name="start" checked={start === "setup"} onChange={() => setStart("setup")} className="mt-1 size-5" />
            <span>
              <span className="font-bold">Deal the twelve setup cards</span>
              <span className="block text-muted">The app deals twelve cards among the players; each writes a word on each of theirs.</span>
            </span>
          </label>
          <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-line p-4 has-[:checked]:border-felt has-[:checked]:bg-green-50">
            <input type="radio" name="start" checked={start === "existing"} onChange={() => setStart("existing")} className="mt-1 size-5" />
            <span>
              <span className="font-bold">We already have a deck</span>
              <span className="block text-muted">Enter the words already written on your cards.</span>
            </span>
          </label>
        </div>
      </fieldset>

      <Button type="submit" busy={busy}>
        Make the deck
      </Button>
    </form>
  );
}
