import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { requireUser } from "@/lib/auth/session";
import { listDecks } from "@/lib/decks/queries";
import { ROLE_LABEL } from "@/lib/decks/roles";
import { BUTTON_LOOK } from "@/app/_components/button";
import { IMPORT_DECK_PATH } from "@/lib/history/paths";

export const metadata: Metadata = { title: "Your decks" };

export default async function DecksPage() {
  const user = await requireUser("/decks");
  const decks = await listDecks(user.id);
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold">Your decks</h1>
          <p className="mt-2 text-lg text-muted">Hello, {user.name}.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={IMPORT_DECK_PATH} className={BUTTON_LOOK.outline}>
            Import a deck
          </Link>
          <Link href="/decks/new" className={BUTTON_LOOK.primary}>
            New deck
          </Link>
        </div>
      </div>
      {decks.length === 0 ? (
        <div className="mt-8 rounded-2xl border-2 border-dashed border-line bg-white/60 p-8 text-center">
          <p className="text-lg">You have no decks yet. Make one, or ask your family for an invite link.</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {decks.map((deck) => (
            <li key={deck.id}>
              <Link
                href={`/decks/${deck.id}`}
                className="block rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line hover:ring-2 hover:ring-felt"
              >
                <p className="font-display text-xl font-bold">{deck.name}</p>
                <p className="mt-2 text-muted">
                  {deck.words} words on {deck._count.cards} cards · {deck._count.players} players
                </p>
                <p className="mt-2 text-sm font-bold text-felt">
                  {ROLE_LABEL[deck.role]}
                  {deck.stage === "SETUP" ? " · setup in progress" : ""}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
