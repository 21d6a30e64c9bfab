"use client";

import Link from "@/app/_components/link";
import { Button, BUTTON_LOOK } from "@/app/_components/button";
import { SavedFirstLink } from "./saved-first-link";

interface Props {
  back: { href: string; label: string };
  /** What happens to the game if you leave now. */
  note: string;
  /** Who may carry on: absent on an online device that is not the host's (only the host resumes). */
  onResume?: () => void;
  /** Who may end the game now, with the result as it stands: anyone at the device who may play; online, the host. */
  onEnd?: () => void;
  /** A game on one screen: its moves on their way are sent before leaving (saved-first-link.tsx). */
  save?: () => Promise<boolean>;
}

/** Nobody can turn or shout while the game is paused (leaving the tab pauses it too; online, the host pauses every device). */
export function PausedDialog({ back, note, onResume, onEnd, save }: Props) {
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="paused-heading" className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-4">
      <div className="rounded-3xl bg-table p-8 text-center shadow-2xl">
        <h2 id="paused-heading" className="font-display text-3xl font-bold">
          Paused
        </h2>
        <p className="mt-2 text-lg">Nobody can turn or shout until {onResume ? "you carry on" : "the host carries on"}.</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {onResume && (
            <Button autoFocus onClick={onResume} className="px-8">
              Resume
            </Button>
          )}
          {onEnd && (
            <Button variant="secondary" onClick={onEnd}>
              End this game
            </Button>
          )}
          {save ? (
            <SavedFirstLink href={back.href} save={save} className={BUTTON_LOOK.outline}>
              {back.label}
            </SavedFirstLink>
          ) : (
            <Link href={back.href} className={BUTTON_LOOK.outline}>
              {back.label}
            </Link>
          )}
        </div>
        <p className="mt-3 text-sm text-muted">{note}</p>
        {onEnd && <p className="mt-1 text-sm text-muted">Ending the game now keeps it as it stands: whoever holds most cards wins.</p>}
      </div>
    </div>
  );
}
