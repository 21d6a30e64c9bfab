import { COUNT } from "@/lib/rules";

const SPOKEN: Record<string, string> = { A: "Ace", J: "Jack", Q: "Queen", K: "King" };

/** Irish Snap's count, Ace → 2 → … → King → Ace, with the rank just called lit up. */
export function CountStrip({ called, next }: { called: string | null; next: string }) {
  const ranks = [...COUNT, "A"];
  const lit = called === null ? -1 : ranks.indexOf(called);
  return (
    <div className="flex flex-wrap items-center justify-center gap-0.5 text-xs sm:text-sm">
      <p className="sr-only">{called ? `The count: ${SPOKEN[called] ?? called} was just called, ${SPOKEN[next] ?? next} is next.` : "The count starts at Ace."}</p>
      {ranks.map((rank, i) => (
        <span key={i} aria-hidden="true" className="flex items-center">
          {i > 0 && <span className="px-0.5 text-muted">→</span>}
          <span className={`rounded px-1 font-bold ${i === lit ? "bg-snap text-white" : "text-ink"}`}>{SPOKEN[rank] ?? rank}</span>
        </span>
      ))}
    </div>
  );
}
