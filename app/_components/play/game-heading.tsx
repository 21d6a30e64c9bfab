import Link from "@/app/_components/link";
import type { ReactNode } from "react";

/** The play screens' title block: a way back, the game's name and a line about the game
 *  (deal and cards turned on one screen; the room and who you are online). */
export function GameHeading({ back, title, line }: { back: { href: string; label: string }; title: string; line: ReactNode }) {
  return (
    <>
      <Link href={back.href} aria-label={back.label} className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-xl font-bold text-felt ring-1 ring-line hover:bg-amber-50">
        ←
      </Link>
      <div className="min-w-0">
        <h1 className="truncate font-display text-xl font-bold leading-tight sm:text-2xl">{title}</h1>
        <p className="text-xs leading-snug text-muted sm:text-sm">{line}</p>
      </div>
    </>
  );
}
