import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { requireUser } from "@/lib/auth/session";
import { orNotFound } from "@/lib/decks/page-guard";
import { historyPaths } from "@/lib/history/paths";
import { deckPlayersStory } from "@/lib/history/players";
import { shownColour } from "@/lib/text/colour";

export const metadata: Metadata = { title: "Players" };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

/** Every player of the deck, archived ones too (marked), with the words they wrote and the snaps they won. */
export default async function HistoryPlayersPage({ params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  const paths = historyPaths(deckId);
  const user = await requireUser(paths.players);
  const { players } = await orNotFound(deckPlayersStory(user.id, deckId));

  return (
    <section aria-labelledby="players-heading" className="flex flex-col gap-3">
      <h2 id="players-heading" className="font-display text-3xl font-bold">
        Who wrote what
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {players.map((player) => (
          <li key={player.id}>
            <Link
              href={paths.player(player.id)}
              className="flex min-h-12 flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-line hover:ring-2 hover:ring-felt focus-visible:ring-4"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span aria-hidden="true" className="inline-block size-4 rounded-full" style={{ backgroundColor: shownColour(player.colour) }} />
                <span className="font-display text-xl font-bold text-felt underline">{player.name}</span>
                {player.archived && <span className="rounded-full bg-line px-2 text-sm font-bold text-ink">Archived</span>}
              </span>
              <span className="text-muted">
                {plural(player.wordsWritten, "word", "words")} written · {plural(player.snapsWon, "snap", "snaps")} won
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
