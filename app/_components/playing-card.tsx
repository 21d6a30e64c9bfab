const SUIT_SYMBOL: Record<string, string> = { hearts: "♥", diamonds: "♦", clubs: "♣", spades: "♠" };

export interface ScreenCard {
  id: string;
  rank: string;
  suit: string | null;
  word: string | null;
}

/** A card as drawn on screen. */
export function PlayingCard({ card }: { card: ScreenCard }) {
  const red = card.suit === "hearts" || card.suit === "diamonds";
  const symbol = card.suit ? (SUIT_SYMBOL[card.suit] ?? "") : "";
  return (
    <div
      className={`relative aspect-[63/88] w-full rounded-[8%/5.7%] bg-card shadow-lg ring-1 ring-black/10 ${red ? "text-snap" : "text-ink"}`}
    >
      <span className="absolute left-[8%] top-[5%] text-center font-bold leading-none">
        {card.rank}
        <br />
        {symbol}
      </span>
      <span className="absolute bottom-[5%] right-[8%] rotate-180 text-center font-bold leading-none">
        {card.rank}
        <br />
        {symbol}
      </span>
      <span className="absolute inset-0 flex items-center justify-center px-[12%] text-center font-display text-2xl font-bold text-ink">
        {card.word ?? <span className={`text-5xl ${red ? "text-snap" : "text-ink"}`}>{symbol}</span>}
      </span>
    </div>
  );
}
