import type { ReactNode } from "react";
import { ChooserSection } from "./chooser-section";

/**
 * A chooser's table rules, folded under their one-line summary (lib/games/table-rules-summary.ts),
 * so that on a phone the game, the players and Start are not a long scroll apart. `open` is the
 * chooser's to keep: a rule in error is opened to be shown.
 */
export function TableRules({ summary, open, onOpen, children }: { summary: string; open: boolean; onOpen: (open: boolean) => void; children: ReactNode }) {
  return (
    <ChooserSection id="rules" title="Table rules">
      <details open={open} onToggle={(event) => onOpen(event.currentTarget.open)} className="group">
        <summary className="flex min-h-12 cursor-pointer list-none items-start gap-3 rounded-xl border-2 border-line bg-white p-3 hover:border-felt group-open:border-felt">
          <span aria-hidden className="mt-0.5 font-bold text-felt transition-transform group-open:rotate-90">
            ▸
          </span>
          <span>
            <span className="block text-lg font-bold text-felt">Change the table rules</span>
            <span className="block text-muted">{summary}</span>
          </span>
        </summary>
        <div className="mt-4 flex flex-col gap-4">{children}</div>
      </details>
    </ChooserSection>
  );
}
