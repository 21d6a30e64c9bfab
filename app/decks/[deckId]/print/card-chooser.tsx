"use client";

import type { PrintPageData } from "@/lib/print-jobs/load-print-page";
import { Button } from "@/app/_components/button";

/** Checkboxes for every card of the deck, for printing chosen cards only. */
export function CardChooser({
  cards,
  chosen,
  onChange,
}: {
  cards: PrintPageData["cards"];
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
}) {
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-bold">Which cards ({chosen.size} chosen)</legend>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onChange(new Set(cards.map((c) => c.id)))}>
          Choose every card
        </Button>
        <Button variant="outline" onClick={() => onChange(new Set())}>
          Clear the choice
        </Button>
      </div>
      <ul className="grid max-h-96 grid-cols-1 gap-1 overflow-y-auto rounded-xl bg-white p-2 ring-1 ring-line sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.id}>
            <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-table">
              <input type="checkbox" checked={chosen.has(card.id)} onChange={(e) => toggle(card.id, e.target.checked)} className="size-6 shrink-0 accent-felt" />
              <span>
                <span className="font-bold">{card.name}</span>
                {card.word ? <span> — “{card.word}”</span> : <span className="text-muted"> (no word)</span>}
                {card.missing && <span className="text-muted"> · missing</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
