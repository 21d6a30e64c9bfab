import Link from "@/app/_components/link";
import type { DeckCheckCard } from "./deck-check";

/** A card's name, leading to its story (where what the check changed shows). */
export function CardLink({ deckId, card }: { deckId: string; card: DeckCheckCard }) {
  return (
    <Link href={`/decks/${deckId}/cards/${card.id}`} className="font-bold text-ink underline decoration-line underline-offset-4 hover:decoration-felt">
      {card.name}
    </Link>
  );
}
