import { Button } from "@/app/_components/button";
import { Select } from "@/app/_components/select";
import { PACE_OPTIONS } from "@/lib/games/game-choices";
import { ANIMALS, withAnimals, type GameSeat } from "@/lib/games/screen/setup";
import type { Pace } from "@/lib/rules";
import { shownColour } from "@/lib/text/colour";

export const MAX_SEATS = 6;

export interface BotChoice {
  /** Stays with the bot when another is removed. */
  key: number;
  pace: Pace;
}

export interface Seats {
  people: string[];
  bots: BotChoice[];
  /** Animals: the animals chosen, by seat (a player's id, or "bot:<key>"). */
  animals: Record<string, string>;
}

const botKey = (bot: BotChoice) => `bot:${bot.key}`;

/**
 * Every seat's animal: the one chosen for it, or the first free one (as the server gives them), so
 * that the pickers always show different animals.
 */
export function seatAnimals(seats: Seats): Record<string, string> {
  const keys = [...seats.people, ...seats.bots.map(botKey)];
  const given = withAnimals(keys.map((id) => ({ id, animal: seats.animals[id] }) as GameSeat));
  return Object.fromEntries(given.map((seat) => [seat.id, seat.animal!]));
}

/** The deck's players who play and the bots, each with an animal picker when the game is Animals. */
export function SeatsFields({
  players,
  seats,
  onChange,
  animals,
  legend,
  error,
}: {
  players: { id: string; name: string; colour: string }[];
  seats: Seats;
  onChange: (seats: Seats) => void;
  animals: boolean;
  /** Who the people are: "Who is playing on this device", "Who is playing". */
  legend: string;
  error?: string;
}) {
  const count = seats.people.length + seats.bots.length;
  const taken = animals ? seatAnimals(seats) : {};
  const togglePerson = (id: string) =>
    onChange({ ...seats, people: seats.people.includes(id) ? seats.people.filter((p) => p !== id) : [...seats.people, id] });
  const setBot = (i: number, bot: BotChoice | null) =>
    onChange({ ...seats, bots: bot ? seats.bots.map((b, j) => (j === i ? bot : b)) : seats.bots.filter((_, j) => j !== i) });
  const nextKey = Math.max(0, ...seats.bots.map((b) => b.key + 1));

  function animalPicker(seat: string, label: string) {
    const others = Object.entries(taken).filter(([id]) => id !== seat).map(([, animal]) => animal);
    return (
      <Select
        id={`animal-${seat.replace(":", "-")}`}
        label={label}
        value={taken[seat] ?? ANIMALS[0]}
        options={ANIMALS.filter((a) => !others.includes(a)).map((a) => ({ value: a, label: a }))}
        onChange={(animal) => onChange({ ...seats, animals: { ...seats.animals, [seat]: animal } })}
        className="w-40"
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <fieldset aria-describedby={error ? "seats-error" : undefined}>
        <legend className="mb-2 font-bold">{legend}</legend>
        <ul className="flex flex-wrap gap-3">
          {players.map((p) => (
            <li key={p.id} className="flex flex-wrap items-end gap-2">
              <label className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 border-line bg-white px-4 has-checked:border-felt has-checked:bg-green-50">
                <input
                  type="checkbox"
                  className="size-5 accent-felt"
                  checked={seats.people.includes(p.id)}
                  onChange={() => togglePerson(p.id)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "seats-error" : undefined}
                />
                <span className="font-bold" style={{ color: shownColour(p.colour) }}>
                  {p.name}
                </span>
              </label>
              {animals && seats.people.includes(p.id) && animalPicker(p.id, `${p.name}’s animal`)}
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset>
        <legend className="mb-2 font-bold">Bots</legend>
        {seats.bots.length === 0 && <p className="text-muted">No bots: only the people above play.</p>}
        <ul className="flex flex-col gap-3">
          {seats.bots.map((bot, i) => (
            <li key={bot.key} className="flex flex-wrap items-end gap-2">
              <Select id={`bot-${bot.key}`} label={`Bot ${i + 1} pace`} value={bot.pace} options={PACE_OPTIONS} onChange={(pace) => setBot(i, { ...bot, pace })} className="w-40" />
              {animals && animalPicker(botKey(bot), `Bot ${i + 1}’s animal`)}
              <Button variant="quiet" onClick={() => setBot(i, null)}>
                Remove bot {i + 1}
              </Button>
            </li>
          ))}
        </ul>
        {count < MAX_SEATS && (
          <Button variant="outline" onClick={() => onChange({ ...seats, bots: [...seats.bots, { key: nextKey, pace: "normal" }] })} className="mt-3">
            Add a bot
          </Button>
        )}
      </fieldset>
      {error && (
        <p id="seats-error" role="alert" className="font-bold text-snap">
          {error}
        </p>
      )}
    </div>
  );
}
