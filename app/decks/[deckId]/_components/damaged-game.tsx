import { DeckPageHeader } from "./deck-page-header";

/** A page of one game whose stored record is damaged: the plain message in the game's place, and the way back. */
export function DamagedGameNotice({ deckId, message }: { deckId: string; message: string }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <DeckPageHeader back={{ href: `/decks/${deckId}/history/games`, label: "The deck's games" }} title="This game can't be shown">
        <p role="status">{message}</p>
      </DeckPageHeader>
    </section>
  );
}
