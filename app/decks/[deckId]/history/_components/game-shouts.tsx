import { SHOUT_FIELDS } from "@/lib/games/online/verdict-text";
import type { GameShouts } from "@/lib/history/game-shouts";

/**
 * The shouts at every snap of an online game, on the history's view of that game: each snap one line
 * (the card it was called at, who won and by how much) and its shouts behind a disclosure, so a long
 * game's snaps don't bury its events. Each shout is a short list rather than a table's row, so it
 * reads on a phone. No script: <details> opens by itself.
 */
export function GameShoutsSection({ gameNumber, shouts }: { gameNumber: number; shouts: GameShouts }) {
  return (
    <section id="shouts" aria-labelledby="shouts-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="shouts-heading" className="font-display text-2xl font-bold">
          Shouts at each snap of Game {gameNumber}
        </h2>
        <p className="text-sm text-muted">{shouts.howJudged}</p>
      </div>
      {shouts.snaps.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 ring-1 ring-line">Nobody has shouted at a snap in this game yet.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {shouts.snaps.map((snap) => (
            <li key={snap.turn} className="rounded-xl bg-white p-3 ring-1 ring-line">
              <p>
                <span className="font-bold">Card {snap.turn}</span> · {snap.verdict}
              </p>
              <details className="mt-1">
                <summary className="cursor-pointer py-2.5 font-bold text-felt">
                  Shouts at this snap ({snap.shouts.length})<span className="sr-only">, card {snap.turn}</span>
                </summary>
                <ul className="mt-1 flex flex-col gap-2">
                  {snap.shouts.map((shout, i) => (
                    <li key={i} className="rounded-lg bg-table p-3">
                      <p className="font-bold">{shout.player}</p>
                      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                        <dt className="text-muted">{SHOUT_FIELDS.call}</dt>
                        <dd>{shout.call}</dd>
                        <dt className="text-muted">{SHOUT_FIELDS.reaction}</dt>
                        <dd className="tabular-nums">{shout.reaction}</dd>
                        <dt className="text-muted">{SHOUT_FIELDS.delay}</dt>
                        <dd className="tabular-nums">{shout.delay}</dd>
                        <dt className="text-muted">{SHOUT_FIELDS.outcome}</dt>
                        <dd className="font-bold">{shout.outcome}</dd>
                      </dl>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
