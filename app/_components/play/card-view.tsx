import type { ReactNode } from "react";

/**
 * Cards are poker-card shaped, drawn at the widths the table fitted (use-fitted-cards): a seat's
 * main card at --card-w, its other piles at --pile-w (`small`), a lone centre card at
 * --centre-card-w (`large`). Inside a seat, --card-cap keeps them within the seat's height.
 */
const CARD = "aspect-[63/88] shrink-0 [&>svg]:block [&>svg]:h-full [&>svg]:w-full";
const WIDTH = {
  card: "w-[min(var(--card-w,6rem),var(--card-cap,100vw))]",
  small: "w-[min(var(--pile-w,var(--card-w,6rem)),var(--card-cap,100vw))]",
  large: "w-[var(--centre-card-w,var(--card-w,6rem))]",
};

interface Size {
  /** A seat's other pile, beside its top card. */
  small?: boolean;
  /** A lone centre card. */
  large?: boolean;
}

const widthOf = ({ small = false, large = false }: Size) => (large ? WIDTH.large : small ? WIDTH.small : WIDTH.card);

/** A face-up card: its face is the server-drawn SVG, which names the card for screen readers. */
export function CardFace({ svg, highlighted = false, dealt = true, ...size }: { svg: string; highlighted?: boolean; dealt?: boolean } & Size) {
  return (
    <div
      className={`${CARD} ${widthOf(size)} rounded-[7%] shadow-md ${dealt ? "motion-safe:animate-[deal_180ms_ease-out]" : ""} ${highlighted ? "ring-4 ring-amber-300 motion-safe:animate-pulse" : ""}`}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

/** A face-down pile: the deck's back, hidden from screen readers (the count says what it holds). */
export function CardBack({ svg, empty, ...size }: { svg: string; empty: boolean } & Size) {
  if (empty) return <EmptyPile {...size} />;
  return <div aria-hidden="true" className={`${CARD} ${widthOf(size)} rounded-[7%] shadow-md`} dangerouslySetInnerHTML={{ __html: svg }} />;
}

export function EmptyPile({ children, ...size }: { children?: ReactNode } & Size) {
  return (
    <div className={`${CARD} ${widthOf(size)} flex items-center justify-center rounded-[7%] border-2 border-dashed border-white/60 p-1 text-center text-xs text-white`}>
      {children}
    </div>
  );
}

/** A pile with how many cards it holds on a badge at its corner ("12", read as "12 face down"). */
export function Pile({ children, count, what }: { children: ReactNode; count: number; what: string }) {
  return (
    <div className="relative flex min-w-0 flex-col items-center">
      {children}
      <p className="pointer-events-none absolute -right-1.5 -top-1.5 min-w-7 rounded-full bg-white px-1.5 text-center text-sm font-bold leading-6 text-ink shadow ring-2 ring-felt">
        {count}
        <span className="sr-only"> {what}</span>
      </p>
    </div>
  );
}
