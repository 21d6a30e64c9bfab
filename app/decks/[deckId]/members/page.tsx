import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { listInvites } from "@/lib/decks/invites";
import { A_ROLE, listMembers, ROLE_CAN } from "@/lib/decks/members";
import { orNotFound } from "@/lib/decks/page-guard";
import { ROLE_LABEL } from "@/lib/decks/roles";
import { mailConfigured } from "@/lib/mail/send-mail";
import { InviteForm } from "./invite-form";
import { InviteList } from "./invite-list";
import { LeaveDeck } from "./leave-deck";
import { MemberRow } from "./member-row";
import { DeckPageHeader } from "@/app/decks/[deckId]/_components/deck-page-header";

export const metadata: Metadata = { title: "Members" };

const relative = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });

/** "in 7 days", "tomorrow", "in 5 hours": how long an invite link has left. */
function timeLeft(expiresAt: Date, now: Date): string {
  const hours = (expiresAt.getTime() - now.getTime()) / 3_600_000;
  if (hours < 1) return relative.format(Math.max(1, Math.round(hours * 60)), "minute");
  if (hours < 24) return relative.format(Math.round(hours), "hour");
  return relative.format(Math.round(hours / 24), "day");
}

export default async function MembersPage({ params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  const user = await requireUser(`/decks/${deckId}/members`);
  const { deck, yourRole, members, ownerCount } = await orNotFound(listMembers(user.id, deckId));
  const isOwner = yourRole === "OWNER";
  const invites = isOwner ? await orNotFound(listInvites(user.id, deckId)) : [];
  const now = new Date();
  const onlyOwner = isOwner && ownerCount === 1;

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-10">
      <DeckPageHeader back={{ href: `/decks/${deck.id}`, label: `Back to ${deck.name}` }} title={`Members of ${deck.name}`}>
        You are {A_ROLE[yourRole]} of this deck: you {ROLE_CAN[yourRole]}.
      </DeckPageHeader>

      <section aria-labelledby="members-heading" className="flex flex-col gap-4">
        <h2 id="members-heading" className="font-display text-2xl font-bold">
          Who is in this deck
        </h2>
        <ul className="flex flex-col gap-3">
          {members.map((member) => (
            <MemberRow
              key={member.userId}
              deckId={deck.id}
              member={member}
              canManage={isOwner}
              onlyOwner={ownerCount === 1}
            />
          ))}
        </ul>
        <dl className="grid gap-1 text-muted sm:grid-cols-[auto_1fr] sm:gap-x-3">
          {(["OWNER", "EDITOR", "VIEWER"] as const).map((role) => (
            <div key={role} className="contents">
              <dt className="font-bold">{ROLE_LABEL[role]}s</dt>
              <dd>{ROLE_CAN[role]}</dd>
            </div>
          ))}
        </dl>
      </section>

      {isOwner && (
        <section aria-labelledby="invite-heading" className="flex flex-col gap-4">
          <h2 id="invite-heading" className="font-display text-2xl font-bold">
            Invite someone
          </h2>
          <p className="text-muted">
            Make a link and send it to them{mailConfigured() ? " (or let us email it)" : ""}. They sign in (or make an account), and join with the role you choose.
          </p>
          <InviteForm deckId={deck.id} roleCan={ROLE_CAN} aRole={A_ROLE} canEmail={mailConfigured()} />
        </section>
      )}

      {isOwner && (
        <section aria-labelledby="links-heading" className="flex flex-col gap-4">
          <h2 id="links-heading" className="font-display text-2xl font-bold">
            Invite links that still work
          </h2>
          <InviteList
            deckId={deck.id}
            invites={invites.map((invite) => ({
              id: invite.id,
              role: invite.role,
              createdByName: invite.createdBy.name,
              expiresIn: timeLeft(invite.expiresAt, now),
              expiresAtIso: invite.expiresAt.toISOString(),
            }))}
          />
        </section>
      )}

      <section aria-labelledby="leave-heading" className="flex flex-col gap-4">
        <h2 id="leave-heading" className="font-display text-2xl font-bold">
          Leave this deck
        </h2>
        {onlyOwner ? (
          <p className="text-muted">
            You are the only owner. A deck needs at least one owner: make someone else an owner first, then you can
            leave.
          </p>
        ) : (
          <LeaveDeck deckId={deck.id} deckName={deck.name} userId={user.id} />
        )}
      </section>
    </section>
  );
}
