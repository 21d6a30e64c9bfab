"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/app/_components/button";
import type { Verdict } from "@/lib/games/online/protocol";
import type { GameKind } from "@/lib/rules";
import { howShoutsAreJudged, SHOUT_FIELDS, shoutRow, verdictLine, whyQuestion } from "@/lib/games/online/verdict-text";

/** "Why did X win?": every shout at the card, its reaction time as the device measured it, the
 *  device's connection delay as the server measured it, and how the judge took it. */
export function WhyDialog({
  verdict,
  game,
  falseStartMs,
  nameOf,
  onClose,
}: {
  verdict: Verdict;
  game: GameKind;
  /** The table's false-start floor (0: none). */
  falseStartMs: number;
  nameOf: (seatId: string) => string;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  const rows = verdict.shouts.map((shout) => ({ id: `${shout.seatId}-${shout.call}-${shout.reactionMs}`, ...shoutRow(shout, nameOf) }));
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="why-heading" aria-describedby="why-verdict" className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-4">
      <div className="max-h-full w-full max-w-2xl overflow-auto rounded-3xl bg-table p-5 shadow-2xl sm:p-6">
        <h2 id="why-heading" ref={heading} tabIndex={-1} className="font-display text-2xl font-bold outline-none">
          {whyQuestion(verdict, nameOf, game)}
        </h2>
        <p id="why-verdict" className="mt-1 text-lg font-bold text-felt">
          {verdictLine(verdict, nameOf, game)}
        </p>
        <p className="mt-1 text-sm text-muted">{howShoutsAreJudged(game, falseStartMs)}</p>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Every shout at this card</caption>
            <thead>
              <tr className="border-b-2 border-line text-sm text-muted">
                <th scope="col" className="py-1 pr-2">{SHOUT_FIELDS.player}</th>
                <th scope="col" className="py-1 pr-2">{SHOUT_FIELDS.call}</th>
                <th scope="col" className="py-1 pr-2">{SHOUT_FIELDS.reaction}</th>
                <th scope="col" className="py-1 pr-2">{SHOUT_FIELDS.delay}</th>
                <th scope="col" className="py-1">{SHOUT_FIELDS.outcome}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-line">
                  <th scope="row" className="py-2 pr-2 font-bold">{row.player}</th>
                  <td className="py-2 pr-2">{row.call}</td>
                  <td className="py-2 pr-2 tabular-nums">{row.reaction}</td>
                  <td className="py-2 pr-2 tabular-nums">{row.delay}</td>
                  <td className="py-2">{row.outcome}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Button variant="secondary" onClick={onClose} className="mt-5">
          Back to the table
        </Button>
      </div>
    </div>
  );
}
