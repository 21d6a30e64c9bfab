import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { zoneName } from "@/lib/time/family-time";
import { NewDeckForm } from "./new-deck-form";

export const metadata: Metadata = { title: "New deck" };

export default async function NewDeckPage() {
  const user = await requireUser("/decks/new");
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="font-display text-3xl font-bold">A new legacy deck</h1>
      <p className="mt-2 text-lg text-muted">
        Name it, say what cards it has and who plays. Then deal the twelve setup cards, or enter the words already on
        your cards. Its days, on its timeline and in what it prints, will be in your time zone
        {user.timeZone ? ` (${zoneName(user.timeZone)})` : ""}; its owners can change that in its settings.
      </p>
      <NewDeckForm />
    </section>
  );
}
