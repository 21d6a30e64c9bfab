"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { ChoiceCards, type Choice } from "@/app/_components/chooser/choice-cards";
import { ChooserSection } from "@/app/_components/chooser/chooser-section";
import { ClassicFields } from "@/app/_components/chooser/classic-fields";
import { DealNumberField } from "@/app/_components/chooser/deal-number-field";
import { LengthFields, type LengthChoice } from "@/app/_components/chooser/length-fields";
import { FormMessage } from "@/app/_components/form-message";
import { Toggle } from "@/app/_components/toggle";
import { useServerAction } from "@/app/_components/use-server-action";
import { dealNumberProblem, GAME_DESCRIPTIONS, GAME_NAMES, shortGameProblem, SHORT_GAME, untilTheEnd, type Animal, type ClassicVariantChoice } from "@/lib/games/game-choices";
import type { GameKind } from "@/lib/rules";
import { startScreenGameAction } from "../../actions/start-screen-game";
import { MAX_SEATS, seatAnimals, SeatsFields, type Seats } from "./seats-fields";

interface Props {
  deckId: string;
  players: { id: string; name: string; colour: string }[];
  /** Snap Legacy writes into the deck: not before the twelve-card setup is finished. */
  setupFinished: boolean;
  /** Irish Snap counts Ace to King: not on a custom Snap deck. */
  standardDeck: boolean;
}

const GAMES: GameKind[] = ["legacy", "classic", "table", "irish"];
const MINUTES = [5, 10, 15, 30];

export function NewGameForm({ deckId, players, setupFinished, standardDeck }: Props) {
  const [game, setGame] = useState<GameKind>(setupFinished ? "legacy" : "classic");
  const [seats, setSeats] = useState<Seats>({ people: players.slice(0, 1).map((p) => p.id), bots: [{ key: 0, pace: "normal" }], animals: {} });
  const [variant, setVariant] = useState<ClassicVariantChoice>("pools");
  const [onlyOwners, setOnlyOwners] = useState(false);
  const [matchSuits, setMatchSuits] = useState(false);
  const [limit, setLimit] = useState<LengthChoice>("");
  const [cards, setCards] = useState(String(SHORT_GAME.suggested));
  const [dealNumber, setDealNumber] = useState("");
  const [checked, setChecked] = useState(false);
  const { run, busy, message } = useServerAction();

  const count = seats.people.length + seats.bots.length;
  const animals = game === "classic" && variant === "animals";
  const problems = {
    seats: count < 2 ? "A game needs at least two players: choose a player or add a bot." : count > MAX_SEATS ? "At most six players on one screen." : undefined,
    cards: limit === "short" ? (shortGameProblem(cards) ?? undefined) : undefined,
    deal: dealNumberProblem(dealNumber) ?? undefined,
  };
  const shown: Partial<typeof problems> = checked ? problems : {};

  const gameChoices: Choice<GameKind>[] = GAMES.map((value) => ({
    value,
    label: GAME_NAMES[value],
    description: GAME_DESCRIPTIONS[value],
    unavailable:
      value === "legacy" && !setupFinished ? (
        <>
          Finish the <Link href={`/decks/${deckId}/setup`} className="font-bold text-felt underline">twelve-card setup</Link> first: its words are the game.
        </>
      ) : value === "irish" && !standardDeck ? (
        "Irish Snap counts Ace to King: it needs a standard deck."
      ) : undefined,
  }));

  function chooseGame(next: GameKind) {
    setGame(next);
    // Irish Snap's table, as its source has it: you and three bots.
    if (next === "irish") {
      setSeats((s) => {
        const fresh = Math.max(0, ...s.bots.map((b) => b.key + 1));
        return { ...s, people: s.people.slice(0, 1), bots: [0, 1, 2].map((i) => s.bots[i] ?? { key: fresh + i, pace: "normal" }) };
      });
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (problems.seats || problems.cards || problems.deal) return;
    const animalOf = animals ? seatAnimals(seats) : {};
    const animal = (seat: string) => (animals ? { animal: animalOf[seat] as Animal } : {});
    await run(
      (requestKey) =>
        startScreenGameAction({
          deckId,
          requestKey,
          game,
          seats: [
            ...seats.people.map((playerId) => ({ kind: "person" as const, playerId, ...animal(playerId) })),
            ...seats.bots.map((bot) => ({ kind: "bot" as const, pace: bot.pace, ...animal(`bot:${bot.key}`) })),
          ],
          ...(game === "classic" ? { classic: { variant, onlyOwners: !animals && onlyOwners } } : {}),
          matchSuits: game === "legacy" && count === 2 && matchSuits,
          timeLimitMinutes: limit !== "" && limit !== "short" ? Number(limit) : null,
          turnLimit: limit === "short" ? Number(cards) : null,
          ...(dealNumber ? { seed: Number(dealNumber) } : {}),
        }),
      { navigate: (started) => `/decks/${deckId}/play/${started.gameId}` },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-6">
      <ChooserSection id="game" title="The game">
        <ChoiceCards name="game" legend="Which Snap" value={game} choices={gameChoices} onChange={chooseGame} />
        {game === "classic" && (
          <div className="mt-5">
            <ClassicFields variant={variant} onlyOwners={onlyOwners} onVariant={setVariant} onOnlyOwners={setOnlyOwners} />
          </div>
        )}
      </ChooserSection>
      <ChooserSection id="players" title="Players">
        <SeatsFields players={players} seats={seats} onChange={setSeats} animals={animals} error={shown.seats} />
      </ChooserSection>
      <ChooserSection id="rules" title="Table rules">
        <div className="flex flex-col gap-4">
          {game === "legacy" && (
            <Toggle id="match-suits" label="Matching suits count as a match (two players only)" checked={matchSuits} disabled={count !== 2} onChange={setMatchSuits} />
          )}
          <LengthFields
            limit={limit}
            cards={cards}
            onLimit={setLimit}
            onCards={setCards}
            untilTheEnd={untilTheEnd(game, variant)}
            mostCardsLose={game === "irish"}
            minutes={MINUTES}
            error={shown.cards}
          />
          <DealNumberField value={dealNumber} onChange={setDealNumber} error={shown.deal} />
        </div>
      </ChooserSection>
      <FormMessage message={message} />
      <Button type="submit" busy={busy} busyLabel="Dealing…" className="sm:self-start">
        Deal the cards
      </Button>
    </form>
  );
}
