"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { Select } from "@/app/_components/select";
import { useServerAction } from "@/app/_components/use-server-action";
import type { DeckRole } from "@/lib/generated/prisma/enums";
import { ROLE_LABEL } from "@/lib/decks/roles";
import { createInviteAction } from "./actions/create-invite";

const INVITE_ROLES: DeckRole[] = ["EDITOR", "VIEWER", "OWNER"];

interface CreatedLink {
  url: string;
  role: DeckRole;
  days: number;
  emailed: { to: string; sent: boolean } | null;
}

/**
 * Makes an invite link and shows it once, with a copy button: only its hash is kept. When the app
 * can send email, the link can also be emailed as it is made ("Email it to").
 */
export function InviteForm({
  deckId,
  roleCan,
  aRole,
  canEmail,
}: {
  deckId: string;
  roleCan: Record<DeckRole, string>;
  aRole: Record<DeckRole, string>;
  canEmail: boolean;
}) {
  const [role, setRole] = useState<DeckRole>("EDITOR");
  const [daysError, setDaysError] = useState<string | undefined>();
  const { run, busy, message } = useServerAction();
  const [created, setCreated] = useState<CreatedLink | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const days = Number(form.get("expiresInDays"));
    const emailTo = canEmail ? String(form.get("inviteEmailTo") ?? "") : "";
    if (!Number.isInteger(days) || days < 1 || days > 30) return setDaysError("Choose between 1 and 30 days.");
    setDaysError(undefined);
    setCopied(null);
    setCreated(null);
    await run(() => createInviteAction({ deckId, role, expiresInDays: days, ...(emailTo.trim() ? { emailTo } : {}) }), {
      then: (invite) => {
        setCreated({ url: `${window.location.origin}/invite/${invite.token}`, role: invite.role, days, emailed: invite.emailed });
        const emailField = formElement.elements.namedItem("inviteEmailTo");
        if (emailField instanceof HTMLInputElement) emailField.value = "";
      },
    });
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("Link copied. Paste it into a message to the person you're inviting.");
    } catch {
      setCopied("Your browser didn't let us copy. Select the link above and copy it yourself.");
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <FormMessage message={message} />
        <Select
          id="invite-role"
          label="Invite as"
          value={role}
          options={INVITE_ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
          onChange={setRole}
          hint={`${ROLE_LABEL[role]}s ${roleCan[role]}.`}
        />
        <Field
          label="Link works for (days)"
          name="expiresInDays"
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          defaultValue={7}
          hint="From 1 to 30 days. You can revoke it at any time."
          required
          error={daysError}
        />
        {canEmail && (
          <Field
            label="Email it to (optional)"
            name="inviteEmailTo"
            type="email"
            autoComplete="off"
            hint="We email the link there, saying who invited them to which deck. It is shown here to copy as well."
          />
        )}
        <Button type="submit" busy={busy} className="self-start">
          Create invite link
        </Button>
      </form>

      {created && (
        <div className="flex flex-col gap-3 rounded-xl border-2 border-felt bg-white p-4">
          <label htmlFor="invite-link" className="font-bold">
            New invite link
          </label>
          <input
            id="invite-link"
            readOnly
            value={created.url}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby="invite-link-hint"
            className="min-h-12 rounded-xl border-2 border-line bg-table px-4 font-mono text-base"
          />
          {created.emailed && (
            <p role="status" className={`font-bold ${created.emailed.sent ? "text-felt" : "text-snap"}`}>
              {created.emailed.sent
                ? `We emailed the link to ${created.emailed.to}.`
                : `The email to ${created.emailed.to} couldn't be sent just now: copy the link and send it yourself.`}
            </p>
          )}
          <p id="invite-link-hint" className="text-sm text-muted">
            Anyone with this link can join as {aRole[created.role]} for the next {created.days}{" "}
            {created.days === 1 ? "day" : "days"}. It is shown only this once; you can always make another.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => copy(created.url)}>
              Copy link
            </Button>
            <p role="status" className="font-bold text-felt">
              {copied}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
