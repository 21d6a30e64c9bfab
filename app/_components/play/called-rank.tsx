import { calledRankSign } from "@/lib/games/screen/called-rank";
import type { IrishCentre } from "@/lib/games/screen/table-piles";

/**
 * As tall as the centre card and most of its width (--centre-card-w, see use-fitted-cards); the
 * sign gives way first when the row is narrow (a tall narrow phone with few seats). Its letters
 * follow its own width (cqw), never too small to read.
 */
const AS_TALL_AS_THE_CARD = "h-[calc(var(--centre-card-w,6rem)*88/63)] w-[calc(var(--centre-card-w,6rem)*0.8)] min-w-0 shrink @container";
const BIG = "text-[max(2.5rem,62cqw)]";
const SMALL = "text-[max(0.8125rem,15cqw)]";

/**
 * Irish Snap's called rank beside the centre pile, as big as the pile's card: what everyone at the
 * table watches. A screen reader is told it, politely, each time it changes.
 */
export function CalledRank({ centre }: { centre: Pick<IrishCentre, "called" | "next"> }) {
  const sign = calledRankSign(centre);
  return (
    <div className={`${AS_TALL_AS_THE_CARD} flex flex-col items-center justify-center gap-0.5 rounded-[7%] bg-snap px-1 text-center text-white shadow-md`}>
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {sign.announcement}
      </p>
      <p aria-hidden="true" className={`${SMALL} font-bold uppercase leading-tight tracking-wide`}>
        {sign.heading}
      </p>
      <p aria-hidden="true" className={`${BIG} font-display font-bold leading-none`}>
        {sign.rank}
      </p>
      <p aria-hidden="true" className={`${SMALL} font-bold leading-tight`}>
        {sign.said}
      </p>
      {sign.next && (
        <p aria-hidden="true" className={`${SMALL} leading-tight opacity-90`}>
          {sign.next}
        </p>
      )}
    </div>
  );
}
