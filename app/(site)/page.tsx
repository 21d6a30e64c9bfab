import Link from "@/app/_components/link";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/session";
import { LandingCards } from "./landing-cards";
import { BUTTON_LOOK } from "@/app/_components/button";

const steps = [
  { title: "Write", text: "Deal twelve cards among the family. Everyone writes a word, in big letters, on each of theirs." },
  { title: "Play", text: "Turn cards onto your pile. Two tops match by rank or by word? Shout the right thing first." },
  { title: "Grow", text: "Win a snap and you write new words on the cards you won. They stay on the deck for good." },
  { title: "Remember", text: "Every word keeps its story: who wrote it, when, and after which snap in which game." },
];

const calls = [
  { when: "Ranks match, no words", say: "“Snap!”" },
  { when: "Ranks match, one card has a word", say: "that word" },
  { when: "The words match", say: "that word" },
  { when: "Ranks match, two different words", say: "the word on the card already on the table" },
];

export default async function LandingPage({ searchParams }: { searchParams: Promise<{ goodbye?: string }> }) {
  if (await getCurrentUser()) redirect("/decks");
  const { goodbye } = await searchParams;
  return (
    <div className="flex flex-col gap-14">
      {goodbye !== undefined && (
        <p role="status" className="rounded-xl bg-green-50 p-4 text-lg font-bold text-felt">
          Your account is deleted, and you are signed out. Thank you for playing, and goodbye.
        </p>
      )}
      <section className="grid items-center gap-10 pt-4 md:grid-cols-2">
        <div>
          <h1 className="font-display text-4xl font-bold leading-tight sm:text-5xl">
            Snap, with a deck your family writes on.
          </h1>
          <p className="mt-5 text-xl text-muted">
            Snap Legacy keeps one word-marked deck going for months: author it, print it, play it at the table or on
            screen, and watch it fill with words — every one remembered.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href="/sign-up"
              className={BUTTON_LOOK.primary}
            >
              Start a family deck
            </Link>
            <Link href="/play" className={BUTTON_LOOK.secondary}>
              Play now
            </Link>
            <Link href="/join" className={BUTTON_LOOK.outline}>
              Join a game
            </Link>
            <Link
              href="/sign-in"
              className={BUTTON_LOOK.outline}
            >
              Sign in
            </Link>
          </div>
          <p className="mt-3 text-muted">
            Play now: Irish, Classic or Table Snap against bots, straight away, with no account. Join a game: type the code your family’s
            host shows you, and play on this device.
          </p>
        </div>
        <LandingCards />
      </section>

      <section aria-labelledby="how-heading">
        <h2 id="how-heading" className="font-display text-2xl font-bold">
          How a legacy deck grows
        </h2>
        <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => (
            <li key={step.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
              <p className="font-display text-lg font-bold text-felt">
                {i + 1}. {step.title}
              </p>
              <p className="mt-2">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="shout-heading" className="rounded-2xl bg-felt p-6 text-white sm:p-8">
        <h2 id="shout-heading" className="font-display text-2xl font-bold">
          What to shout
        </h2>
        <dl className="mt-5 grid gap-3 sm:grid-cols-2">
          {calls.map((call) => (
            <div key={call.when} className="rounded-xl bg-felt-dark p-4">
              <dt className="text-amber-100">{call.when}</dt>
              <dd className="mt-1 text-xl font-bold">Shout {call.say}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-5 text-amber-50">A wrong shout doesn’t count, and you can’t shout again until the next card is turned.</p>
      </section>
    </div>
  );
}
