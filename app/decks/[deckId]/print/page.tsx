import type { Metadata } from "next";
import Link from "next/link";
import { requireUser } from "@/lib/auth/session";
import { orNotFound } from "@/lib/decks/page-guard";
import { loadPrintPage } from "@/lib/print-jobs/load-print-page";
import { PrintPageClient } from "./print-page-client";

export const metadata: Metadata = { title: "Print" };

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

export default async function PrintPage({ params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  const user = await requireUser(`/decks/${deckId}/print`);
  const data = await orNotFound(loadPrintPage(user.id, deckId));
  const { deck, lastPrint } = data;

  return (
    <div className="flex flex-col gap-8">
      <header>
        <Link href={`/decks/${deck.id}`} className="inline-flex min-h-12 items-center font-bold text-felt underline">
          ← Back to {deck.name}
        </Link>
        <h1 className="mt-2 font-display text-3xl font-bold sm:text-4xl">Print {deck.name}</h1>
        <p className="mt-2 max-w-2xl text-lg text-muted">
          Print the deck on card stock, cut along the marks, and play with the words your family wrote.
          {lastPrint
            ? ` Last printed on ${day.format(lastPrint.printedAt)} by ${lastPrint.printedBy.name}: ${lastPrint.cardCount} ${lastPrint.cardCount === 1 ? "card" : "cards"}.`
            : " This deck hasn’t been printed yet."}
        </p>
      </header>
      <PrintPageClient data={data} />
    </div>
  );
}
