import type { TablePiles } from "@/lib/games/screen/table-piles";
import { CalledRank } from "./called-rank";
import { CardFace, EmptyPile, Pile } from "./card-view";
import { GAME_CONTROL } from "./keys";
import type { PileAction } from "./seat-tile";

interface Props {
  piles: TablePiles;
  faces: Record<string, string>;
  highlight: readonly string[];
  /** Irish Snap: the centre pile as a button (slapping it). */
  slap?: PileAction;
}

/** The middle of the table: Classic Snap's snap pools or single centre pile, Irish Snap's centre pile and the rank called. */
export function CentreTile({ piles, faces, highlight, slap }: Props) {
  const face = (id: string, lit: boolean) => <CardFace key={id} svg={faces[id] ?? ""} highlighted={lit} />;
  let content;
  if (piles.irish) {
    const { top, count } = piles.irish;
    const pile = top ? <CardFace key={top.id} svg={faces[top.id] ?? ""} large /> : <EmptyPile large>Centre pile</EmptyPile>;
    content = (
      <>
        <CalledRank centre={piles.irish} />
        {/* The card keeps its fitted size: the sign beside it is what gives way in a narrow row. */}
        <div className="shrink-0">
          <Pile count={count} what="in the centre">
            {slap ? (
              <button type="button" {...{ [GAME_CONTROL]: "" }} onClick={slap.onActivate} className="rounded-[7%] focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-white">
                <span className="sr-only">{slap.label}: </span>
                {pile}
              </button>
            ) : (
              pile
            )}
          </Pile>
        </div>
      </>
    );
  } else if (piles.centrePile) {
    const { top, under, count } = piles.centrePile;
    content = (
      <>
        {under ? face(under.id, false) : <EmptyPile />}
        <Pile count={count} what="in the centre">
          {top ? face(top.id, highlight.includes("centre")) : <EmptyPile>Centre pile</EmptyPile>}
        </Pile>
      </>
    );
  } else if (piles.pools.length === 0) {
    content = <EmptyPile>No snap pools</EmptyPile>;
  } else {
    content = piles.pools.map((pool) => (
      <Pile key={pool.id} count={pool.count} what="in the pool">
        {face(pool.top.id, highlight.includes(pool.id))}
      </Pile>
    ));
  }
  const title = piles.irish ? "Centre pile" : piles.centrePile ? "Centre pile" : "Snap pools";
  return (
    <section aria-label={title} className="flex min-h-0 min-w-0 flex-1 flex-col gap-1 rounded-2xl bg-felt-dark p-[12px] text-white shadow-inner">
      <h2 className="h-[18px] font-display text-sm font-bold leading-none">{title}</h2>
      <div className="flex min-h-0 flex-1 items-center justify-center gap-3 pt-1.5">{content}</div>
    </section>
  );
}
