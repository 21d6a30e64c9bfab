"use client";

import Link from "@/app/_components/link";
import { useRouter } from "next/navigation";
import { useState, type MouseEvent, type ReactNode } from "react";

interface Props {
  href: string;
  /** Sends the game's moves still on their way; true once the server has them all. */
  save: () => Promise<boolean>;
  className?: string;
  children: ReactNode;
}

/**
 * A link away from a game that first waits for the game's last moves to reach the server, so the
 * page it opens (the deck's list of games, with the winner) already has them. A click that opens a
 * new tab goes at once; when the moves can't be sent, the player stays, and the game's save status
 * says why (the moves are kept in the tab).
 */
export function SavedFirstLink({ href, save, className, children }: Props) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const leave = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (leaving) return;
    setLeaving(true);
    void save().then((saved) => (saved ? router.push(href) : setLeaving(false)));
  };
  return (
    <Link href={href} className={className} onClick={leave} aria-busy={leaving || undefined}>
      {children}
    </Link>
  );
}
