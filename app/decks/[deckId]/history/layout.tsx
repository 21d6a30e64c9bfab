import type { ReactNode } from "react";
import { requireUser } from "@/lib/auth/session";
import { orNotFound } from "@/lib/decks/page-guard";
import { historyHeading } from "@/lib/history/heading";
import { DeckPageHeader } from "../_components/deck-page-header";
import { HistoryNav } from "./_components/history-nav";

/**
 * Every page of the deck's history: its heading and the way between its parts. Each page checks
 * access itself too (a layout and its page are rendered side by side).
 */
export default async function HistoryLayout({ params, children }: { params: Promise<{ deckId: string }>; children: ReactNode }) {
  const { deckId } = await params;
  const user = await requireUser(`/decks/${deckId}/history`);
  const deck = await orNotFound(historyHeading(user.id, deckId));
  return (
    <div className="flex flex-col gap-6">
      <DeckPageHeader back={{ href: `/decks/${deck.id}`, label: `Back to ${deck.name}` }} eyebrow="History" title={`The story of ${deck.name}`}>
        {deck.extent}
      </DeckPageHeader>
      <HistoryNav deckId={deck.id} />
      {children}
    </div>
  );
}
