import type { Metadata } from "next";
import { BUTTON_LOOK } from "@/app/_components/button";
import { requireUser } from "@/lib/auth/session";
import { orNotFound } from "@/lib/decks/page-guard";
import { deckChartSet } from "@/lib/history/charts/model";
import { deckCharts } from "@/lib/history/charts/queries";
import { historyPaths } from "@/lib/history/paths";
import { zoneNote } from "@/lib/time/zone-note";
import { ChartFigure } from "./_components/chart-figure";

export const metadata: Metadata = { title: "Charts" };

/** How the deck filled up, who wrote and won what, and the words shouted most, drawn on the server. */
export default async function ChartsPage({ params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  const paths = historyPaths(deckId);
  const user = await requireUser(paths.charts);
  const data = await orNotFound(deckCharts(user.id, deckId));
  const { charts, emptyNotes, empty } = deckChartSet(data);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">
          {empty ? "This deck has no history yet: its charts fill up as words are written." : `${zoneNote(data.timeZone)} Each chart can also be read as a table.`}
        </p>
        <a href={paths.booklet} className={BUTTON_LOOK.outline}>
          Download the booklet (PDF)
        </a>
      </div>
      {charts.map((chart) => (
        <ChartFigure key={chart.id} chart={chart} emptyNote={emptyNotes[chart.id] ?? "Nothing to show yet."} />
      ))}
    </div>
  );
}
