import { cardName } from "@/lib/cards/deck-composition";
import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import type { DesignEventKind } from "@/lib/generated/prisma/enums";
import { describeDesignChange } from "./describe-design-change";

/** One change to a deck's design, as its story tells it: who, when, what, and which cards. */
export interface DesignStoryEntry {
  /** The change's number (DeckDesignEvent.seq): every card it touched shares it. */
  seq: number;
  /** What it did (to its first card, in deck order: a change may give some cards a picture and move the crop on others). */
  kind: DesignEventKind;
  at: Date;
  /** Who made the change (their name). */
  by: string;
  /** The set the picture was for (custom decks). */
  setLabel: string | null;
  /** The picture the cards show after the change (null when removed, and for a change of look). */
  artId: string | null;
  /** The cards it touched, in deck order (none for a change of the whole look). */
  cards: { id: string; code: string; name: string }[];
  /** The change in words that follow who made it (describeDesignChange): "gave the set “Cats” a new picture". */
  description: string;
}

/** Who made a design change: the name an imported export gave, else the account's own name. */
export function designEventAuthor(event: { recordedByName: string | null; recordedBy: { name: string } }): string {
  return event.recordedByName ?? event.recordedBy.name;
}

/**
 * The deck's design story, newest first, for anyone who may see the deck: every picture set or
 * taken off, and every change of the whole look. With `cardId`, only what changed that card's
 * picture and the changes of the whole look (which change every card).
 */
export async function designEvents(userId: string, deckId: string, options: { cardId?: string } = {}): Promise<DesignStoryEntry[]> {
  await requireDeckRole(userId, deckId, "VIEWER");
  const rows = await db.deckDesignEvent.findMany({
    where: { deckId, ...(options.cardId ? { OR: [{ cardId: options.cardId }, { kind: "LOOK_CHANGED" }] } : {}) },
    orderBy: [{ seq: "desc" }, { card: { position: "asc" } }],
    select: {
      seq: true,
      kind: true,
      createdAt: true,
      setLabel: true,
      summary: true,
      artId: true,
      recordedByName: true,
      recordedBy: { select: { name: true } },
      card: { select: { id: true, code: true, rank: true, suit: true } },
    },
  });
  const groups: (typeof rows)[] = [];
  for (const row of rows) {
    if (groups.at(-1)?.[0]!.seq !== row.seq) groups.push([]);
    groups.at(-1)!.push(row);
  }
  return groups.map((group) => {
    const first = group[0]!;
    return {
      seq: first.seq,
      kind: first.kind,
      at: first.createdAt,
      by: designEventAuthor(first),
      setLabel: first.setLabel,
      artId: first.artId,
      cards: group.flatMap(({ card }) => (card ? [{ id: card.id, code: card.code, name: cardName(card) }] : [])),
      description: describeDesignChange({ setLabel: first.setLabel, summary: first.summary, parts: group.map(({ kind, card }) => ({ kind, card })) }),
    };
  });
}
