import Link from "@/app/_components/link";
import type { ReactNode } from "react";

/**
 * The top of every page inside a deck: the way back (to the deck, or one level up), the page's
 * one h1, and what the page is for. `actions` sit beside the title on wide screens.
 */
export function DeckPageHeader({
  back,
  eyebrow,
  title,
  children,
  actions,
}: {
  back?: { href: string; label: string };
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex max-w-3xl flex-col gap-2">
        {back && (
          <Link href={back.href} className="inline-flex min-h-12 items-center gap-1 self-start font-bold text-felt underline">
            <span aria-hidden="true">←</span> {back.label}
          </Link>
        )}
        {eyebrow && <p className="text-sm font-bold uppercase tracking-wide text-felt">{eyebrow}</p>}
        <h1 className="font-display text-3xl font-bold sm:text-4xl">{title}</h1>
        {children && <div className="text-lg text-muted">{children}</div>}
      </div>
      {actions}
    </header>
  );
}
