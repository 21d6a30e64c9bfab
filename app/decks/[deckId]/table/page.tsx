import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { requireUser } from "@/lib/auth/session";
import { orNotFound } from "@/lib/decks/page-guard";
import { roleAtLeast } from "@/lib/decks/roles";
import { listTableSessions } from "@/lib/games/table/queries";
import { StartSessionForm } from "./start-session-form";
import { DeckPageHeader } from "@/app/decks/[deckId]/_components/deck-page-header";
import { BUTTON_LOOK } from "@/app/_components/button";
import { readerTime } from "@/lib/time/family-time";

export const metadata: Metadata = { title: "Table companion" };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export default async function TablePage({ params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  const user = await requireUser(`/decks/${deckId}/table`);
  const { deck, role, players, sessions } = await orNotFound(listTableSessions(user.id, deckId));
  const canRecord = roleAtLeast(role, "EDITOR");
  const time = readerTime(user.timeZone, deck.timeZone);

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-10">
      <DeckPageHeader
        back={{ href: `/decks/${deck.id}`, label: `Back to ${deck.name}` }}
        title="Table companion"
        actions={
          <Link href={`/decks/${deck.id}/check`} className={BUTTON_LOOK.outline}>
            Check the real deck
          </Link>
        }
      >
        Playing with the real cards? Keep the app beside you: record each won snap and the words the winner writes, so this deck
        stays the same as the one on your table.
      </DeckPageHeader>

      {canRecord &&
        (deck.stage === "READY" ? (
          <StartSessionForm deckId={deck.id} players={players.map((p) => ({ id: p.id, name: p.name, colour: p.colour }))} />
        ) : (
          <div className="rounded-2xl bg-amber-50 p-5 ring-2 ring-amber-300">
            <p className="text-lg font-bold">Finish the twelve-card setup before playing.</p>
            <Link href={`/decks/${deck.id}/setup`} className={`mt-3 ${BUTTON_LOOK.primary}`}>
              Continue the setup
            </Link>
          </div>
        ))}

      <section aria-labelledby="sessions-heading" className="flex flex-col gap-3">
        <h2 id="sessions-heading" className="font-display text-2xl font-bold">
          Earlier sessions
        </h2>
        {sessions.length === 0 ? (
          <p className="text-muted">No table sessions yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {sessions.map((s) => (
              <li key={s.id}>
                <Link
                  href={`/decks/${deck.id}/table/${s.id}`}
                  className="flex min-h-12 flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-line hover:ring-felt"
                >
                  <span>
                    <span className="block text-lg font-bold">
                      <time dateTime={s.createdAt.toISOString()}>{time.dayAndTime(s.createdAt)}</time>
                    </span>
                    <span className="block text-muted">{s.players.join(", ")}</span>
                  </span>
                  <span className="flex items-center gap-3">
                    <span>{s.problem ?? `${plural(s.snaps, "snap")} · ${plural(s.words, "word")}`}</span>
                    <span className={`rounded-full px-3 py-1 font-bold ${s.status === "PLAYING" ? "bg-green-100 text-felt" : "bg-stone-100 text-ink"}`}>
                      {s.status === "PLAYING" ? "Playing" : "Over"}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
