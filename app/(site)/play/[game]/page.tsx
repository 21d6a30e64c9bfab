import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { randomInt } from "node:crypto";
import { BUTTON_LOOK } from "@/app/_components/button";
import { screenBackSvg, screenCardSvg } from "@/app/_components/card-svg";
import { GAME_NAMES } from "@/app/_components/play/game-title";
import { PlayScreen } from "@/app/_components/play/play-screen";
import { screenClockSpeed, TEST_CLOCK_COOKIE } from "@/lib/games/screen/clock-speed";
import { summarise } from "@/lib/games/screen/replay-game";
import { openingStep } from "@/lib/games/screen/setup";
import { isTrialGame, LARGEST_DEAL, parseTrialQuery, trialHref, trialSetup, type SearchParams } from "@/lib/games/trial";

type Params = { params: Promise<{ game: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { game } = await params;
  return { title: isTrialGame(game) ? `Try ${GAME_NAMES[game]}` : "Play now" };
}

/**
 * A game tried without an account, signed in or not: you against bots on a standard deck, all in
 * this browser. Nothing is saved and no server action is called; the address says everything.
 */
export default async function TrialPage({ params, searchParams }: Params) {
  const { game } = await params;
  if (!isTrialGame(game)) notFound();
  const given = await searchParams;
  const parsed = parseTrialQuery(given);
  if (!parsed.ok) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4">
        <h1 className="font-display text-3xl font-bold">That game can’t be dealt</h1>
        <p role="alert" className="rounded-xl border-2 border-snap bg-red-50 p-3 font-bold text-snap">
          {parsed.message}
        </p>
        <Link href="/play" className={BUTTON_LOOK.secondary}>
          Choose a game to play
        </Link>
      </div>
    );
  }
  // A fresh deal gets its number in the address, so a reload deals the same cards again.
  if (parsed.query.deal === undefined) redirect(trialHref(game, given, randomInt(LARGEST_DEAL)));
  const setup = trialSetup(game, { ...parsed.query, deal: parsed.query.deal });
  const opening = openingStep(setup);
  const faces = Object.fromEntries(setup.deck.map((card) => [card.id, screenCardSvg({ ...card, code: card.id }, null)]));
  const clockSpeed = screenClockSpeed((await cookies()).get(TEST_CLOCK_COOKIE)?.value);
  return (
    <PlayScreen
      mode={{ kind: "trial", playAgainHref: trialHref(game, given, null) }}
      setup={setup}
      now={{ state: opening.state, result: summarise(opening.events) }}
      faces={faces}
      backSvg={screenBackSvg(null)}
      clockSpeed={clockSpeed}
    />
  );
}
