import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { requireUser } from "@/lib/auth/session";
import { deckRole } from "@/lib/decks/access";
import { DeckError } from "@/lib/decks/errors";
import { inviteInfo } from "@/lib/decks/invites";
import { A_ROLE, ROLE_CAN } from "@/lib/decks/members";
import { roleAtLeast } from "@/lib/decks/roles";
import { JoinButton } from "./join-button";

// The token is in this page's address: don't send it to other sites or let it be indexed.
export const metadata: Metadata = { title: "Join a deck", referrer: "no-referrer", robots: { index: false, follow: false } };

const linkButton = "inline-flex min-h-12 items-center rounded-xl bg-felt px-6 text-lg font-bold text-white hover:bg-felt-dark";

async function inviteOrRefusal(token: string) {
  try {
    return { invite: await inviteInfo(token) };
  } catch (error) {
    if (error instanceof DeckError && (error.status === 404 || error.status === 410)) {
      return { refusal: { expiredOrRevoked: error.status === 410, message: error.message } };
    }
    throw error;
  }
}

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const user = await requireUser(`/invite/${token}`);
  const { invite, refusal } = await inviteOrRefusal(token);

  if (!invite) {
    return (
      <section className="mx-auto max-w-xl py-6">
        <h1 className="font-display text-3xl font-bold">
          {refusal.expiredOrRevoked ? "This invite link no longer works" : "This invite link doesn't work"}
        </h1>
        <p className="mt-3 text-lg text-muted">{refusal.message}</p>
        <Link href="/decks" className={`mt-6 ${linkButton}`}>
          Go to your decks
        </Link>
      </section>
    );
  }

  const current = await deckRole(user.id, invite.deckId);
  if (current && roleAtLeast(current, invite.role)) {
    return (
      <section className="mx-auto max-w-xl py-6">
        <h1 className="font-display text-3xl font-bold">You are already in {invite.deckName}</h1>
        <p className="mt-3 text-lg text-muted">
          You are {A_ROLE[current]} of this deck, so this link changes nothing for you.
        </p>
        <Link href={`/decks/${invite.deckId}`} className={`mt-6 ${linkButton}`}>
          Open {invite.deckName}
        </Link>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-xl py-6">
      <h1 className="font-display text-3xl font-bold">Join {invite.deckName}</h1>
      <p className="mt-3 text-lg">
        {invite.inviterName} invited you to join as {A_ROLE[invite.role]}: you {ROLE_CAN[invite.role]}.
      </p>
      {current && <p className="mt-2 text-muted">You are {A_ROLE[current]} of this deck now; joining makes you {A_ROLE[invite.role]}.</p>}
      <p className="mt-2 text-muted">You are signed in as {user.name} ({user.email}).</p>
      <JoinButton token={token} deckName={invite.deckName} />
    </section>
  );
}
