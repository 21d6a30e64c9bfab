"use client";

import Link from "@/app/_components/link";
import { useState } from "react";
import { ChoiceCards, type Choice } from "@/app/_components/chooser/choice-cards";
import { ChooserSection } from "@/app/_components/chooser/chooser-section";
import { ClassicFields } from "@/app/_components/chooser/classic-fields";
import { DealNumberField } from "@/app/_components/chooser/deal-number-field";
import { LengthFields } from "@/app/_components/chooser/length-fields";
import { MAX_SEATS, seatAnimals, SeatsFields, type Seats } from "@/app/_components/chooser/seats-fields";
import { Toggle } from "@/app/_components/toggle";
import { BotWordsFields } from "@/app/_components/chooser/bot-words-fields";
import { Select } from "@/app/_components/select";
import { dealNumberProblem, FALSE_START_CHOICES, GAME_DESCRIPTIONS, GAME_NAMES, shortGameProblem, SHORT_GAME, untilTheEnd, type Animal, type ClassicVariantChoice, type LengthChoice } from "@/lib/games/game-choices";
import { tableRulesSummary } from "@/lib/games/table-rules-summary";
import { TableRules } from "./table-rules";
import { DEFAULT_FALSE_START_MS, type BotWordsRule, type GameKind } from "@/lib/rules";

export interface DeckForChoice {
  deckId: string;
  players: { id: string; name: string; colour: string }[];
  /** Snap Legacy writes into the deck: not before the twelve-card setup is finished. */
  setupFinished: boolean;
  /** Irish Snap counts Ace to King: not on a custom Snap deck. */
  standardDeck: boolean;
  /** How many words of the family's list for bots no card carries yet. */
  freeBotWords: number;
}

const GAMES: GameKind[] = ["legacy", "classic", "table", "irish"];
const MINUTES = [5, 10, 15, 30];

/**
 * The choices of a game at a table, shared by play-on-screen and play-online: the game and its
 * variant, the deck's players and the bots, the table rules. `request()` is what the server's
 * schema (startScreenGameSchema) takes, apart from the deck and the request key.
 */
export function useTableChoice({ players, setupFinished }: Pick<DeckForChoice, "players" | "setupFinished">) {
  const [game, setGame] = useState<GameKind>(setupFinished ? "legacy" : "classic");
  const [seats, setSeats] = useState<Seats>({ people: players.slice(0, 1).map((p) => p.id), bots: [{ key: 0, pace: "normal" }], animals: {} });
  const [variant, setVariant] = useState<ClassicVariantChoice>("pools");
  const [onlyOwners, setOnlyOwners] = useState(false);
  const [matchSuits, setMatchSuits] = useState(false);
  const [botWords, setBotWords] = useState<BotWordsRule>("blank");
  const [limit, setLimit] = useState<LengthChoice>("");
  const [cards, setCards] = useState(String(SHORT_GAME.suggested));
  const [dealNumber, setDealNumber] = useState("");
  const [falseStart, setFalseStart] = useState(String(DEFAULT_FALSE_START_MS));
  const [checked, setChecked] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);

  const count = seats.people.length + seats.bots.length;
  const animals = game === "classic" && variant === "animals";
  const problems = {
    seats: count < 2 ? "A game needs at least two players: choose a player or add a bot." : count > MAX_SEATS ? "At most six players at one table." : undefined,
    cards: limit === "short" ? (shortGameProblem(cards) ?? undefined) : undefined,
    deal: dealNumberProblem(dealNumber) ?? undefined,
  };

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

  /** Shows the problems from now on (opening the table rules when one is there); true when there are none and the choice can be sent. */
  function check(): boolean {
    setChecked(true);
    if (problems.cards || problems.deal) setRulesOpen(true);
    return !(problems.seats || problems.cards || problems.deal);
  }

  const matchesSuits = game === "legacy" && count === 2 && matchSuits;
  const rulesSummary = tableRulesSummary({
    game,
    variant,
    onlyOwners,
    matchSuits: matchesSuits,
    ...(game === "legacy" ? { botWords } : {}),
    limit,
    cards,
    falseStart,
    dealNumber,
  });

  function request() {
    const animalOf = animals ? seatAnimals(seats) : {};
    const animal = (seat: string) => (animals ? { animal: animalOf[seat] as Animal } : {});
    return {
      game,
      seats: [
        ...seats.people.map((playerId) => ({ kind: "person" as const, playerId, ...animal(playerId) })),
        ...seats.bots.map((bot) => ({ kind: "bot" as const, pace: bot.pace, ...animal(`bot:${bot.key}`) })),
      ],
      ...(game === "classic" ? { classic: { variant, onlyOwners: !animals && onlyOwners } } : {}),
      matchSuits: matchesSuits,
      ...(game === "legacy" ? { botWords } : {}),
      timeLimitMinutes: limit !== "" && limit !== "short" ? Number(limit) : null,
      turnLimit: limit === "short" ? Number(cards) : null,
      falseStartMs: Number(falseStart),
      ...(dealNumber ? { seed: Number(dealNumber) } : {}),
    };
  }

  return {
    game,
    chooseGame,
    seats,
    setSeats,
    variant,
    setVariant,
    onlyOwners,
    setOnlyOwners,
    matchSuits,
    setMatchSuits,
    botWords,
    setBotWords,
    limit,
    setLimit,
    cards,
    setCards,
    dealNumber,
    setDealNumber,
    falseStart,
    setFalseStart,
    count,
    animals,
    rulesOpen,
    setRulesOpen,
    rulesSummary,
    shown: (checked ? problems : {}) as Partial<typeof problems>,
    check,
    request,
  };
}

export type TableChoice = ReturnType<typeof useTableChoice>;

/** The chooser's three sections: the game, the players, the table rules (folded under their summary). */
export function TableChoiceSections({ deck, choice, playersLegend }: { deck: DeckForChoice; choice: TableChoice; playersLegend: string }) {
  const gameChoices: Choice<GameKind>[] = GAMES.map((value) => ({
    value,
    label: GAME_NAMES[value],
    description: GAME_DESCRIPTIONS[value],
    unavailable:
      value === "legacy" && !deck.setupFinished ? (
        <>
          Finish the <Link href={`/decks/${deck.deckId}/setup`} className="font-bold text-felt underline">twelve-card setup</Link> first: its words are the game.
        </>
      ) : value === "irish" && !deck.standardDeck ? (
        "Irish Snap counts Ace to King: it needs a standard deck."
      ) : undefined,
  }));

  return (
    <>
      <ChooserSection id="game" title="The game">
        <ChoiceCards name="game" legend="Which Snap" value={choice.game} choices={gameChoices} onChange={choice.chooseGame} />
      </ChooserSection>
      <ChooserSection id="players" title="Players">
        <SeatsFields players={deck.players} seats={choice.seats} onChange={choice.setSeats} animals={choice.animals} legend={playersLegend} error={choice.shown.seats} />
      </ChooserSection>
      <TableRules summary={choice.rulesSummary} open={choice.rulesOpen} onOpen={choice.setRulesOpen}>
        {choice.game === "classic" && (
          <ClassicFields variant={choice.variant} onlyOwners={choice.onlyOwners} onVariant={choice.setVariant} onOnlyOwners={choice.setOnlyOwners} />
        )}
        {choice.game === "legacy" && (
          <Toggle
            id="match-suits"
            label="Matching suits count as a match (two players only)"
            checked={choice.matchSuits}
            disabled={choice.count !== 2}
            onChange={choice.setMatchSuits}
          />
        )}
        {choice.game === "legacy" && <BotWordsFields deckId={deck.deckId} rule={choice.botWords} freeWords={deck.freeBotWords} onChange={choice.setBotWords} />}
        <LengthFields
          limit={choice.limit}
          cards={choice.cards}
          onLimit={choice.setLimit}
          onCards={choice.setCards}
          untilTheEnd={untilTheEnd(choice.game, choice.variant)}
          mostCardsLose={choice.game === "irish"}
          minutes={MINUTES}
          error={choice.shown.cards}
        />
        <Select
          id="false-start"
          label="A false start is a call"
          value={choice.falseStart}
          options={FALSE_START_CHOICES}
          onChange={choice.setFalseStart}
          hint="Nobody reacts to a card that fast: such a call counts as a wrong one."
          className="sm:max-w-sm"
        />
        <DealNumberField value={choice.dealNumber} onChange={choice.setDealNumber} error={choice.shown.deal} />
      </TableRules>
    </>
  );
}
