"use client";

import { useState } from "react";
import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import type { DeckRole } from "@/lib/generated/prisma/enums";
import { ROLE_LABEL } from "@/lib/decks/roles";
import { revokeInviteAction } from "./actions/revoke-invite";

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
  const { run, busy, message } = useServerAction();
  const [revoking, setRevoking] = useState<string | null>(null);

  async function revoke(inviteId: string) {
    setRevoking(inviteId);
    await run(() => revokeInviteAction({ deckId, inviteId }));
  }

  return (
    <div className="flex flex-col gap-3">
      <FormMessage message={message} />
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
                <Button variant="dangerOutline" disabled={busy} busy={busy && revoking === invite.id} onClick={() => revoke(invite.id)}>
                  Revoke<span className="sr-only"> the {what}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
