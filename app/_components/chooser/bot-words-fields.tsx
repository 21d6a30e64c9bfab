import Link from "@/app/_components/link";
import { BOT_WORDS_CHOICES } from "@/lib/games/game-choices";
import { BOT_WORDS_RULES, type BotWordsRule } from "@/lib/rules";
import { ChoiceCards } from "./choice-cards";

/** Snap Legacy's table rule "When a bot wins a snap", with how many of the family's words are left for bots. */
export function BotWordsFields({ deckId, rule, freeWords, onChange }: { deckId: string; rule: BotWordsRule; freeWords: number; onChange: (rule: BotWordsRule) => void }) {
  const choices = BOT_WORDS_RULES.map((value) => ({ value, label: BOT_WORDS_CHOICES[value].label, description: BOT_WORDS_CHOICES[value].description }));
  return (
    <div className="flex flex-col gap-2">
      <ChoiceCards name="bot-words" legend="When a bot wins a snap" value={rule} choices={choices} onChange={onChange} />
      {rule === "list" && (
        <p className="text-muted">
          {freeWords === 0 ? "The family’s word list has no word left that isn’t on a card, so the bots’ cards will stay blank." : `${freeWords} ${freeWords === 1 ? "word" : "words"} on the family’s list ${freeWords === 1 ? "isn’t" : "aren’t"} on a card yet.`}{" "}
          <Link href={`/decks/${deckId}/settings`} className="font-bold text-felt underline">
            The deck’s word list
          </Link>
        </p>
      )}
    </div>
  );
}
