import type { Metadata } from "next";
import { SCREEN_FONT_FAMILIES } from "@/app/_components/card-svg";
import { requireUser } from "@/lib/auth/session";
import { roleAtLeast } from "@/lib/decks/roles";
import { orNotFound } from "@/lib/decks/page-guard";
import { loadDesignPage } from "@/lib/designs/load-design-page";
import { DeckPageHeader } from "@/app/decks/[deckId]/_components/deck-page-header";
import { DesignPageClient } from "./page-client";

export const metadata: Metadata = { title: "Design the cards" };

export default async function DesignPage({ params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  const user = await requireUser(`/decks/${deckId}/design`);
  const data = await orNotFound(loadDesignPage(user.id, deckId));
  const canEdit = roleAtLeast(data.role, "EDITOR");

  return (
    <div className="flex flex-col gap-8">
      <DeckPageHeader back={{ href: `/decks/${data.deck.id}`, label: `Back to ${data.deck.name}` }} title={`Design the cards of ${data.deck.name}`}>
        {canEdit
          ? "Make a theme of your own, and give the cards pictures: the deck page, the play screens and the printed cards all show them."
          : "This is how the deck’s cards look. Editors and owners can change the design."}
      </DeckPageHeader>
      <DesignPageClient data={data} canEdit={canEdit} fontFamilies={SCREEN_FONT_FAMILIES} />
    </div>
  );
}
