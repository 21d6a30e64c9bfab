"use client";

import { useState } from "react";
import type { DeckRole } from "@/lib/generated/prisma/enums";
import { ROLE_LABEL } from "@/lib/decks/roles";
import { revokeInviteAction } from "./actions/revoke-invite";
import { alertBox, button } from "./styles";

export interface InviteView {
  id: string;
  role: DeckRole;
  createdByName: string;
  /** "in 7 days", worked out on the server so every reader sees the same words. */
  expiresIn: string;
  expiresAtIso: string;
}

/** The links that still work, each with a revoke button. */
export function InviteList({ deckId, invites }: { deckId: string; invites: InviteView[] }) {
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function revoke(inviteId: string) {
    setBusyId(inviteId);
    setError(null);
    try {
      const result = await revokeInviteAction({ deckId, inviteId });
      if (!result.ok) setError(result.error);
    } catch {
      setError("We couldn't reach the server. The link still works; please try again.");
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {error && (
        <p role="alert" className={alertBox}>
          {error}
        </p>
      )}
      {invites.length === 0 ? (
        <p className="text-muted">No invite links are working right now.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {invites.map((invite) => {
            const what = `${ROLE_LABEL[invite.role].toLowerCase()} link expiring ${invite.expiresIn}`;
            return (
              <li
                key={invite.id}
                className="flex flex-col gap-3 rounded-xl border-2 border-line bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="text-lg font-bold">{ROLE_LABEL[invite.role]} link</p>
                  <p className="text-muted">
                    Made by {invite.createdByName}, expires <time dateTime={invite.expiresAtIso}>{invite.expiresIn}</time>
                  </p>
                </div>
                <button
                  type="button"
                  disabled={busyId !== null}
                  aria-busy={busyId === invite.id}
                  onClick={() => revoke(invite.id)}
                  className={button.dangerOutline}
                >
                  Revoke<span className="sr-only"> the {what}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
