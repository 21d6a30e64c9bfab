import type { Metadata } from "next";
import { DeckPageHeader } from "@/app/decks/[deckId]/_components/deck-page-header";
import { requireUser } from "@/lib/auth/session";
import { botWordList } from "@/lib/decks/bot-word-list";
import { orNotFound } from "@/lib/decks/page-guard";
import { deckOverview } from "@/lib/decks/queries";
import { roleAtLeast } from "@/lib/decks/roles";
import { familyTime, timeZoneNames, zoneName } from "@/lib/time/family-time";
import { BotWordList } from "./bot-word-list";
import { DeckTimeZoneForm } from "./deck-time-zone-form";
import { WordsInFontForm } from "./words-in-font-form";

export const metadata: Metadata = { title: "Deck settings" };

/**
 * The deck's settings: its time zone and whether words show in the family's handwriting (members
 * see them, owners change them) and the family's word list for bots (members see it, editors and
 * owners change it).
 */
export default async function DeckSettingsPage({ params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  const user = await requireUser(`/decks/${deckId}/settings`);
  const [{ deck }, { role, words }] = await Promise.all([orNotFound(deckOverview(user.id, deckId)), orNotFound(botWordList(user.id, deckId))]);
  const canEdit = roleAtLeast(role, "EDITOR");
  const isOwner = role === "OWNER";
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-8">
      <DeckPageHeader back={{ href: `/decks/${deck.id}`, label: `Back to ${deck.name}` }} title={`Settings of ${deck.name}`}>
        Its time zone, how its words show, and how it plays with bots.
      </DeckPageHeader>
      <section aria-labelledby="time-zone-heading" className="flex flex-col gap-3">
        <h2 id="time-zone-heading" className="font-display text-2xl font-bold">
          The deck’s time zone
        </h2>
        <p className="text-muted">
          The deck’s days are in its time zone, so everyone in the family sees the same days: the timeline’s days and its day filters, the charts’ days, the
          deck as it was at the end of a day, and the dates printed on card sheets and in the booklet. Everyone reads times in their own time zone, set on their
          account page.
        </p>
        {isOwner ? (
          <DeckTimeZoneForm deckId={deck.id} zones={timeZoneNames()} current={deck.timeZone} />
        ) : (
          <p className="text-lg">
            <strong>{zoneName(deck.timeZone)}</strong> (it is {familyTime(deck.timeZone).time(new Date())} there now). Only the deck’s owners change it.
          </p>
        )}
      </section>
      <section aria-labelledby="handwriting-heading" className="flex flex-col gap-3">
        <h2 id="handwriting-heading" className="font-display text-2xl font-bold">
          Words in our handwriting
        </h2>
        <p className="text-muted">
          A word written by hand shows as it was written on the deck’s cards, on screen and on paper: the deck page, the card pages, games and their
          replays, the history and the booklet, and the printed cards. Or every word shows in the font, as it was typed.
        </p>
        {isOwner ? (
          <WordsInFontForm deckId={deck.id} wordsInFont={deck.wordsInFont} />
        ) : (
          <p className="text-lg">
            Words show <strong>{deck.wordsInFont ? "always in the font" : "in our handwriting where we have it"}</strong>. Only the deck’s owners change how words show.
          </p>
        )}
      </section>
      <section aria-labelledby="bot-words-heading" className="flex flex-col gap-3">
        <h2 id="bot-words-heading" className="font-display text-2xl font-bold">
          Our word list for bots
        </h2>
        {!canEdit && <p className="text-muted">Editors and owners change it; you can see it.</p>}
        <p className="text-muted">
          A bot never makes up the family’s words. At a Snap Legacy table whose rule is “When a bot wins a snap: it writes from our word list”, a bot that
          wins takes one of these words that no card has yet; with none left, its cards stay blank. The deck’s history says which words came from this list.
        </p>
        <BotWordList deckId={deck.id} words={words.map((w) => ({ word: w.word, onDeck: w.onDeck }))} canEdit={canEdit} />
      </section>
    </section>
  );
}
