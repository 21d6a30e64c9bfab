"use client";

import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { acceptInviteAction } from "./actions/accept-invite";

export function JoinButton({ token, deckName }: { token: string; deckName: string }) {
  const { run, busy, message } = useServerAction();

  return (
    <div className="mt-6 flex flex-col gap-3">
      <FormMessage message={message} />
      <Button
        onClick={() => run(() => acceptInviteAction({ token }), { navigate: (joined) => `/decks/${joined.deckId}` })}
        busy={busy}
        busyLabel="Joining…"
        className="self-start"
      >
        Join {deckName}
      </Button>
    </div>
  );
}
