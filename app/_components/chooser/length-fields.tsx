import { Field } from "@/app/_components/field";
import { Select } from "@/app/_components/select";
import { SHORT_GAME, type LengthChoice } from "@/lib/games/game-choices";

/**
 * The length of a game. When a limit is reached, most cards wins (in Irish Snap, most cards loses:
 * `mostCardsLose`). `untilTheEnd` says how the game ends on its own.
 */
export function LengthFields({
  limit,
  cards,
  onLimit,
  onCards,
  untilTheEnd,
  mostCardsLose,
  minutes = [],
  error,
}: {
  limit: LengthChoice;
  cards: string;
  onLimit: (limit: LengthChoice) => void;
  onCards: (cards: string) => void;
  untilTheEnd: string;
  mostCardsLose: boolean;
  minutes?: readonly number[];
  error?: string;
}) {
  const most = mostCardsLose ? "most cards loses" : "most cards wins";
  const options: { value: LengthChoice; label: string }[] = [
    { value: "", label: untilTheEnd },
    ...minutes.map((m) => ({ value: `${m}` as const, label: `${m} minutes, then ${most}` })),
    { value: "short", label: "A short game of a number of cards" },
  ];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Select id="game-length" label="How long" value={limit} options={options} onChange={onLimit} className="sm:max-w-md sm:flex-1" />
      {limit === "short" && (
        <div className="sm:w-48">
          <Field
            label="Cards turned"
            name="short-game-cards"
            inputMode="numeric"
            autoComplete="off"
            value={cards}
            onChange={(e) => onCards(e.target.value.replace(/\D/g, ""))}
            hint={`${SHORT_GAME.min} to ${SHORT_GAME.max}, then ${most}`}
            error={error}
          />
        </div>
      )}
    </div>
  );
}
