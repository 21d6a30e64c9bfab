import Link from "@/app/_components/link";
import type { CardFilterChoice } from "@/lib/decks/deck-page";

/** The cards' summary, each count a link to those cards ("12 with words"); the one shown is marked. */
export function CardFilters({ choices }: { choices: CardFilterChoice[] }) {
  return (
    <nav aria-label="Filter cards" className="mt-3">
      <ul className={`grid gap-2 sm:flex sm:flex-wrap ${choices.length > 3 ? "grid-cols-4" : "grid-cols-3"}`}>
        {choices.map((choice) => (
          <li key={choice.filter} className="flex">
            <Link
              href={choice.href}
              aria-current={choice.current ? "page" : undefined}
              className="flex min-h-11 w-full flex-col justify-center rounded-xl bg-white px-3 py-2 leading-tight ring-1 ring-line hover:ring-felt aria-[current=page]:bg-felt aria-[current=page]:text-white aria-[current=page]:ring-felt sm:min-w-32"
            >
              <span className="font-display text-2xl font-bold">{choice.count}</span> <span className="font-bold">{choice.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
