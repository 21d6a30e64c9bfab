import type { Metadata } from "next";
import { PlayNowForm } from "./play-now-form";

export const metadata: Metadata = { title: "Play now" };

/** Try a game against bots, without an account: nothing here reads or writes the database. */
export default function PlayNowPage() {
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="font-display text-3xl font-bold sm:text-4xl">Play now</h1>
      <p className="mt-3 text-lg text-muted">Pick a game and play it against bots on a standard deck, right here. No account, no sign-up.</p>
      <PlayNowForm />
    </section>
  );
}
