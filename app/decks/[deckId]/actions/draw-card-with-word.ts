"use server";

import { screenCardSvg } from "@/app/_components/card-svg";
import { runAction } from "@/lib/actions/run-action";
import { cardWithWord, type CardWithWordInput } from "@/lib/decks/card-with-word";

/** A card drawn with a word being typed, as it will print (lib/decks/card-with-word.ts): nothing is written. */
export async function drawCardWithWordAction(input: CardWithWordInput) {
  return runAction(input, async (user, raw) => {
    const { card, deck } = await cardWithWord(user.id, raw);
    return screenCardSvg(card, deck);
  });
}
