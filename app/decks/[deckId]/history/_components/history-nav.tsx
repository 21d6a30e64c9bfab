"use client";

import Link from "@/app/_components/link";
import { usePathname } from "next/navigation";
import { historyPaths } from "@/lib/history/paths";

/** The parts of the deck's history; the one being shown is marked as the current page. */
export function HistoryNav({ deckId }: { deckId: string }) {
  const pathname = usePathname();
  const paths = historyPaths(deckId);
  const parts = [
    { href: paths.timeline(), label: "Timeline" },
    { href: paths.asItWas(), label: "As it was" },
    { href: paths.players, label: "Players" },
    { href: paths.charts, label: "Charts" },
    { href: paths.games, label: "Games" },
    { href: paths.exportPage, label: "Export" },
  ];
  const current = (href: string) => (href === paths.timeline() ? pathname === href : pathname === href || pathname.startsWith(`${href}/`));
  return (
    <nav aria-label="History">
      {/* Wraps on a phone rather than scrolling, so every part is in sight. */}
      <ul className="flex flex-wrap gap-1 self-start rounded-xl bg-white p-1 ring-1 ring-line sm:w-max">
        {parts.map((part) => (
          <li key={part.href}>
            <Link
              href={part.href}
              aria-current={current(part.href) ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-lg px-4 font-bold aria-[current=page]:bg-felt aria-[current=page]:text-white"
            >
              {part.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
