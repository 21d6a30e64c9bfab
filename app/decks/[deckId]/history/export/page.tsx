import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { BUTTON_LOOK } from "@/app/_components/button";
import { requireUser } from "@/lib/auth/session";
import { orNotFound } from "@/lib/decks/page-guard";
import { historyHeading } from "@/lib/history/heading";
import { historyPaths, IMPORT_DECK_PATH } from "@/lib/history/paths";

export const metadata: Metadata = { title: "Export the deck's history" };

const DOWNLOADS = [
  {
    key: "zip",
    title: "The whole deck (.zip)",
    text: "One .zip holding deck.json — cards and their words, players, who is a member, every event, every game with its moves, prints, the cards’ design and its story — and a pictures folder with every card picture, crop and the back picture, each once. Keep it as a backup, or bring it to another server.",
    label: "Download the deck (.zip with its pictures)",
  },
  {
    key: "csv",
    title: "The history as a spreadsheet (CSV)",
    text: "One row per event, oldest first: when, which card, what was written, by whom, in which game. Opens in any spreadsheet.",
    label: "Download the history (CSV)",
  },
  {
    key: "booklet",
    title: "The deck's story as a booklet (PDF)",
    text: "A page per card with its words and story, the year's timeline and the charts: a keepsake to print.",
    label: "Download the booklet (PDF)",
  },
] as const;

/** Downloads of the deck and its history (any member, viewers too), and how to bring an export back. */
export default async function ExportPage({ params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  const user = await requireUser(historyPaths(deckId).exportPage);
  const deck = await orNotFound(historyHeading(user.id, deckId));
  const paths = historyPaths(deck.id);
  const href = { zip: paths.exportZip, csv: paths.exportCsv, booklet: paths.booklet };
  return (
    <section aria-labelledby="export-heading" className="flex flex-col gap-4">
      <h2 id="export-heading" className="font-display text-2xl font-bold">
        Take the deck with you
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {DOWNLOADS.map((download) => (
          <li key={download.key} className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-line">
            <h3 className="font-display text-xl font-bold text-felt">{download.title}</h3>
            <p className="grow text-muted">{download.text}</p>
            {/* A plain link: the browser downloads the file itself (streamed, an attachment), no client
                code needed, and shows the reason when it is refused (a limit reached). */}
            <a href={href[download.key]} className={BUTTON_LOOK.outline}>
              {download.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="rounded-2xl bg-white p-4 ring-1 ring-line">
        <h3 className="font-display text-xl font-bold">Bringing a deck back</h3>
        <p className="mt-2 text-muted">
          The .zip can be imported as a new deck, here or on another Snap Legacy server: every card, word, event, game and picture comes
          back as it was, and you become the new deck’s owner. A deck without pictures can also be brought back from its deck.json alone.
          The old deck’s members are named in the file, but they need to be invited again.
        </p>
        <Link href={IMPORT_DECK_PATH} className={`${BUTTON_LOOK.plain} mt-3`}>
          Import a deck from a file
        </Link>
      </div>
    </section>
  );
}
