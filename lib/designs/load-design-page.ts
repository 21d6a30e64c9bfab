import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import type { DeckKind, DeckRole } from "@/lib/generated/prisma/enums";
import type { Crop } from "@/lib/print/art-box";
import { parseDeckPrintDesign, type DeckPrintDesign } from "@/lib/print/themes";
import type { ArtSummary } from "./schemas";

export interface DesignCard {
  id: string;
  rank: string;
  suit: string | null;
  word: string | null;
  code: string;
  colour: string | null;
  artId: string | null;
}

export interface DesignSet {
  label: string;
  colour: string | null;
  cardIds: string[];
  /** The picture every card of the set shows (null when none, or when its cards differ). */
  art: ArtSummary | null;
}

export interface DesignPage {
  deck: { id: string; name: string; kind: DeckKind };
  role: DeckRole;
  design: DeckPrintDesign;
  cards: DesignCard[];
  /** A custom deck's sets, in deck order (empty for a standard deck). */
  sets: DesignSet[];
  /** Every card's picture by art id, for the crop screen. */
  arts: Record<string, ArtSummary>;
}

/** The sets of a custom deck, in deck order: its cards grouped by label (their rank). */
function setsOf(cards: DesignCard[], arts: Record<string, ArtSummary>): DesignSet[] {
  const byLabel = new Map<string, DesignCard[]>();
  for (const card of cards) byLabel.set(card.rank, [...(byLabel.get(card.rank) ?? []), card]);
  return [...byLabel].map(([label, members]) => {
    const artId = members[0]!.artId;
    const shared = artId !== null && members.every((card) => card.artId === artId);
    return { label, colour: members[0]!.colour, cardIds: members.map((card) => card.id), art: shared ? (arts[artId] ?? null) : null };
  });
}

/** Everything the designer page shows, for a member of the deck (editors may change it). */
export async function loadDesignPage(userId: string, deckId: string): Promise<DesignPage> {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const [deck, rows] = await Promise.all([
    db.deck.findUnique({ where: { id: deckId }, select: { id: true, name: true, kind: true, design: true } }),
    db.card.findMany({
      where: { deckId },
      orderBy: { position: "asc" },
      select: {
        id: true,
        rank: true,
        suit: true,
        word: true,
        code: true,
        colour: true,
        artId: true,
        art: { select: { id: true, pictureId: true, crop: true, picture: { select: { width: true, height: true } } } },
      },
    }),
  ]);
  if (!deck) throw notFound();
  const arts: Record<string, ArtSummary> = {};
  for (const { art } of rows) {
    // A picture is kept while a card shows a crop of it (lib/designs/delete-unused-pictures.ts).
    if (art?.pictureId && art.picture) arts[art.id] = { artId: art.id, pictureId: art.pictureId, crop: art.crop as Crop, pictureWidth: art.picture.width, pictureHeight: art.picture.height };
  }
  const cards = rows.map(({ art: _art, ...card }) => card);
  return {
    deck: { id: deck.id, name: deck.name, kind: deck.kind },
    role,
    design: parseDeckPrintDesign(deck.design),
    cards,
    sets: deck.kind === "CUSTOM" ? setsOf(cards, arts) : [],
    arts,
  };
}
