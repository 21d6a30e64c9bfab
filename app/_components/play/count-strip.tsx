import { COUNT } from "@/lib/rules";

const SPOKEN: Record<string, string> = { A: "Ace", J: "Jack", Q: "Queen", K: "King" };

/**
 * Irish Snap's count, Ace → 2 → … → King → Ace, with the rank just called lit up: the order of the
 * count at a glance, where there is room for it (not on a phone). The rank called, and the next,
 * are on the sign beside the centre pile (called-rank.tsx), which tells screen readers too.
 */
export function CountStrip({ called }: { called: string | null }) {
  const ranks = [...COUNT, "A"];
  const lit = called === null ? -1 : ranks.indexOf(called);
  return (
    <div aria-hidden="true" className="hidden flex-wrap items-center justify-center gap-0.5 text-sm sm:flex">
      {ranks.map((rank, i) => (
        <span key={i} className="flex items-center">
          {i > 0 && <span className="px-0.5 text-muted">→</span>}
          <span className={`rounded px-1 font-bold ${i === lit ? "bg-snap text-white" : "text-ink"}`}>{SPOKEN[rank] ?? rank}</span>
        </span>
      ))}
    </div>
  );
}
