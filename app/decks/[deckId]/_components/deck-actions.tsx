import Link from "@/app/_components/link";
import { BUTTON_LOOK } from "@/app/_components/button";
import type { DeckPageActions } from "@/lib/decks/deck-page";
import { PlayWays } from "./play-ways";

/** The deck page's actions as lib/decks/deck-page.ts decided them: Play first, the deck's other pages grouped under it. */
export function DeckActions({ actions }: { actions: DeckPageActions }) {
  return (
    <nav aria-label="Deck" className="flex flex-col gap-3">
      {actions.play.length > 0 && <PlayWays ways={actions.play} />}
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {actions.more.map((link) => (
          <li key={link.href} className="flex">
            <Link href={link.href} className={`${BUTTON_LOOK.compact} w-full`}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
