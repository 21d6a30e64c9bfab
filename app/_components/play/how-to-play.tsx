"use client";

import { useRef } from "react";
import { Button } from "@/app/_components/button";
import { GAME_TITLES, howToPlay } from "@/lib/games/how-to-play";
import type { ClassicOptions } from "@/lib/games/screen/setup";
import type { GameKind } from "@/lib/rules";

interface Props {
  game: GameKind;
  classic: ClassicOptions | null;
  /** The game waits while the rules are read… */
  onOpen?: () => void;
  /** …and carries on once they are closed (Close, or Escape). */
  onClose?: () => void;
}

/** A "How to play" button and the game's rules, in our own words, in a modal dialog. */
export function HowToPlay({ game, classic, onOpen, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = `how-to-play-${game}`;
  return (
    <>
      <Button
        variant="plain"
        className="min-h-11 px-2.5 text-sm sm:px-3 sm:text-base"
        onClick={() => {
          onOpen?.();
          dialog.current?.showModal();
        }}
      >
        How to play
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        onClose={onClose}
        className="m-auto max-h-[90dvh] w-[min(40rem,calc(100vw-2rem))] rounded-3xl bg-table p-0 text-ink shadow-2xl backdrop:bg-black/60"
      >
        <div className="p-6">
          <h2 id={headingId} className="font-display text-2xl font-bold">
            How to play {GAME_TITLES[game]}
          </h2>
          <dl className="mt-4 flex flex-col gap-3">
            {howToPlay(game, classic).map((section) => (
              <div key={section.title}>
                <dt className="font-bold text-felt">{section.title}</dt>
                <dd>{section.text}</dd>
              </div>
            ))}
          </dl>
          <form method="dialog" className="mt-6">
            <Button type="submit" variant="secondary" autoFocus>
              Close
            </Button>
          </form>
        </div>
      </dialog>
    </>
  );
}
