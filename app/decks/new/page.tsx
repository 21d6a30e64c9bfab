import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { NewDeckForm } from "./new-deck-form";

export const metadata: Metadata = { title: "New deck" };

export default async function NewDeckPage() {
  await requireUser("/decks/new");
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="font-display text-3xl font-bold">A new legacy deck</h1>
      <p className="mt-2 text-lg text-muted">
        Name it, say what cards it has and who plays. Then deal the twelve setup cards, or enter the words already on
        your cards.
      </p>
      <NewDeckForm />
    </section>
  );
}
