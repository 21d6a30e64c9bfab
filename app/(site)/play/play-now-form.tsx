"use client";

import Link from "@/app/_components/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button, BUTTON_LOOK } from "@/app/_components/button";
import { ChoiceCards } from "@/app/_components/chooser/choice-cards";
import { ChooserSection } from "@/app/_components/chooser/chooser-section";
import { ClassicFields } from "@/app/_components/chooser/classic-fields";
import { DealNumberField } from "@/app/_components/chooser/deal-number-field";
import { LengthFields } from "@/app/_components/chooser/length-fields";
import { StartBar } from "@/app/_components/chooser/start-bar";
import { TableRules } from "@/app/_components/chooser/table-rules";
import { useFirstInvalidField } from "@/app/_components/first-invalid-field";
import { Select } from "@/app/_components/select";
import { dealNumberProblem, GAME_DESCRIPTIONS, GAME_NAMES, PACE_OPTIONS, shortGameProblem, SHORT_GAME, untilTheEnd, type ClassicVariantChoice, type LengthChoice } from "@/lib/games/game-choices";
import { tableRulesSummary } from "@/lib/games/table-rules-summary";
import { ANIMALS } from "@/lib/games/screen/setup";
import { TRIAL_DEFAULTS, TRIAL_GAMES, trialUrl, type TrialGame } from "@/lib/games/trial-url";
import type { Pace } from "@/lib/rules";

const GAME_CHOICES = TRIAL_GAMES.map((value) => ({ value, label: GAME_NAMES[value], description: GAME_DESCRIPTIONS[value] }));
const BOT_COUNTS = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: n === 1 ? "1 bot" : `${n} bots` }));

/** The small chooser of a game tried without an account; Start goes to the trial game's address. */
export function PlayNowForm() {
  const router = useRouter();
  const [game, setGame] = useState<TrialGame>("irish");
  const [variant, setVariant] = useState<ClassicVariantChoice>(TRIAL_DEFAULTS.variant);
  const [onlyOwners, setOnlyOwners] = useState(false);
  const [animal, setAnimal] = useState<string>(ANIMALS[0]);
  const [bots, setBots] = useState(String(TRIAL_DEFAULTS.bots));
  const [pace, setPace] = useState<Pace>(TRIAL_DEFAULTS.pace);
  const [limit, setLimit] = useState<LengthChoice>("");
  const [cards, setCards] = useState(String(SHORT_GAME.suggested));
  const [dealNumber, setDealNumber] = useState("");
  const [checked, setChecked] = useState(false);
  const [starting, setStarting] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const { ref, showFirstInvalid } = useFirstInvalidField();

  const problems = { cards: limit === "short" ? (shortGameProblem(cards) ?? undefined) : undefined, deal: dealNumberProblem(dealNumber) ?? undefined };
  const shown: Partial<typeof problems> = checked ? problems : {};

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (problems.cards || problems.deal) {
      setRulesOpen(true);
      return showFirstInvalid();
    }
    setStarting(true);
    router.push(
      trialUrl({
        game,
        bots: Number(bots),
        pace,
        ...(dealNumber ? { deal: Number(dealNumber) } : {}),
        ...(limit === "short" ? { turns: Number(cards) } : {}),
        variant,
        onlyOwners,
        animal,
      }),
    );
  }

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-6">
      <ChooserSection id="game" title="The game">
        <ChoiceCards name="game" legend="Which Snap" value={game} choices={GAME_CHOICES} onChange={setGame} />
      </ChooserSection>
      <ChooserSection id="bots" title="You and the bots">
        <div className="flex flex-wrap gap-4">
          <Select id="bots" label="How many bots" value={bots} options={BOT_COUNTS} onChange={setBots} className="w-36" />
          <Select id="pace" label="Their pace" value={pace} options={PACE_OPTIONS} onChange={setPace} className="w-36" />
        </div>
      </ChooserSection>
      <TableRules
        summary={tableRulesSummary({ game, variant, onlyOwners, matchSuits: false, limit, cards, dealNumber })}
        open={rulesOpen}
        onOpen={setRulesOpen}
      >
        {game === "classic" && (
          <>
            <ClassicFields variant={variant} onlyOwners={onlyOwners} onVariant={setVariant} onOnlyOwners={setOnlyOwners} />
            {variant === "animals" && (
              <Select id="your-animal" label="Your animal" value={animal} options={ANIMALS.map((a) => ({ value: a, label: a }))} onChange={setAnimal} className="w-48" />
            )}
          </>
        )}
        <LengthFields
          limit={limit}
          cards={cards}
          onLimit={setLimit}
          onCards={setCards}
          untilTheEnd={untilTheEnd(game, variant)}
          mostCardsLose={game === "irish"}
          error={shown.cards}
        />
        <DealNumberField value={dealNumber} onChange={setDealNumber} error={shown.deal} />
      </TableRules>
      <div className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 ring-2 ring-amber-300 sm:p-5">
        <p className="text-lg">
          <strong>Nothing is saved.</strong> This game lives in this tab only. A family deck keeps every game, and the words you write on its
          cards, for good.
        </p>
        <Link href="/sign-up" className={`${BUTTON_LOOK.outline} self-start`}>
          Start a family deck
        </Link>
      </div>
      <StartBar>
        <Button type="submit" busy={starting} busyLabel="Dealing…" className="sm:self-start">
          Start
        </Button>
      </StartBar>
    </form>
  );
}
