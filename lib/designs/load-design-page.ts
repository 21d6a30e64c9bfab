import type { DeckKind, DeckRole } from "@/lib/generated/prisma/enums";
import type { DeckPrintDesign } from "@/lib/print/themes";
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

/** Everything the designer page shows, for a member of the deck (editors may change it). */
export async function loadDesignPage(_userId: string, _deckId: string): Promise<DesignPage> {
  throw new Error("loadDesignPage: being written (issue 15)");
}
