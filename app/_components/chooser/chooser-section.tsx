import type { ReactNode } from "react";

/** One part of a game chooser's form (the game, the players, the table rules), with its heading. */
export function ChooserSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-5">
      <h2 id={`${id}-heading`} className="mb-3 font-display text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
