import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { orNotFound } from "@/lib/decks/page-guard";
import { loadPrintPage } from "@/lib/print-jobs/load-print-page";
import { PrintPageClient } from "./print-page-client";
import { DeckPageHeader } from "@/app/decks/[deckId]/_components/deck-page-header";
import { readerTime } from "@/lib/time/family-time";

export const metadata: Metadata = { title: "Print" };

export default async function PrintPage({ params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  const user = await requireUser(`/decks/${deckId}/print`);
  const data = await orNotFound(loadPrintPage(user.id, deckId));
  const { deck, lastPrint } = data;

  return (
    <div className="flex flex-col gap-8">
      <DeckPageHeader back={{ href: `/decks/${deck.id}`, label: `Back to ${deck.name}` }} title={`Print ${deck.name}`}>
        Print the deck on card stock, cut along the marks, and play with the words your family wrote.
        {lastPrint
          ? ` Last printed on ${readerTime(user.timeZone, deck.timeZone).day(lastPrint.printedAt)} by ${lastPrint.printedBy.name}: ${lastPrint.cardCount} ${lastPrint.cardCount === 1 ? "card" : "cards"}.`
          : " This deck hasn’t been printed yet."}
      </DeckPageHeader>
      <PrintPageClient data={data} />
    </div>
  );
}
