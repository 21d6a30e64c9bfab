"use client";

import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "@/app/_components/button";
import { FormMessage, type Message } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import type { ActionResult } from "@/lib/actions/run-action";
import { CardLink } from "./card-link";
import type { DeckCheckCard } from "./deck-check";

/**
 * A card the check found something about (missing, or turned up), with the one change it asks for:
 * a button for editors and owners that sends it, and what happened said above the list.
 */
export function CardChangeRow({
  deckId,
  card,
  look,
  note,
  change,
}: {
  deckId: string;
  card: DeckCheckCard;
  look: string;
  note?: ReactNode;
  change: null | {
    label: string;
    variant: ButtonVariant;
    send: (requestKey: string) => Promise<ActionResult<unknown>>;
    done: string;
    onDone: (message: Message) => void;
  };
}) {
  const { busy, message, run } = useServerAction();
  return (
    <li aria-label={card.name} className={`flex flex-wrap items-center gap-3 rounded-2xl p-3 ${look}`}>
      <div className="w-10 shrink-0">{card.image}</div>
      <p className="min-w-0 flex-1 text-lg">
        <CardLink deckId={deckId} card={card} /> <span className="font-mono">{card.code}</span>
        {note}
      </p>
      {change && (
        <Button variant={change.variant} busy={busy} onClick={() => run(change.send, { then: () => change.onDone({ ok: true, text: change.done }) })}>
          {change.label} <span className="sr-only">({card.name})</span>
        </Button>
      )}
      {message && (
        <div className="w-full">
          <FormMessage message={message} />
        </div>
      )}
    </li>
  );
}
