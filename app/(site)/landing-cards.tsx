import { CardImage } from "@/app/_components/card-image";

/** A little fan of cards from a family's deck: one blank, two with words written on them. */
export function LandingCards() {
  return (
    <div aria-hidden="true" className="relative mx-auto h-80 w-full max-w-md sm:h-96">
      <div className="absolute left-[6%] top-8 w-[38%] -rotate-12">
        <CardImage decorative card={{ id: "landing-7h", rank: "7", suit: "hearts", word: null, code: "7H" }} />
      </div>
      <div className="absolute left-[31%] top-2 z-10 w-[38%] -rotate-2">
        <CardImage decorative card={{ id: "landing-qs", rank: "Q", suit: "spades", word: "Pancake", code: "QS" }} />
      </div>
      <div className="absolute left-[56%] top-10 w-[38%] rotate-12">
        <CardImage decorative card={{ id: "landing-7c", rank: "7", suit: "clubs", word: "Grandad", code: "7C" }} />
      </div>
    </div>
  );
}
