"use client";

import { useState, type FormEvent } from "react";
import { Field, SubmitButton } from "@/app/_components/field";
import type { DeckRole } from "@/lib/generated/prisma/enums";
import { ROLE_LABEL } from "@/lib/decks/roles";
import { createInviteAction } from "./actions/create-invite";
import { alertBox, button } from "./styles";

const INVITE_ROLES: DeckRole[] = ["EDITOR", "VIEWER", "OWNER"];

interface CreatedLink {
  url: string;
  role: DeckRole;
  days: number;
}

/** Makes an invite link and shows it once, with a copy button: only its hash is kept. */
export function InviteForm({
  deckId,
  roleCan,
  aRole,
}: {
  deckId: string;
  roleCan: Record<DeckRole, string>;
  aRole: Record<DeckRole, string>;
}) {
  const [role, setRole] = useState<DeckRole>("EDITOR");
  const [errors, setErrors] = useState<{ form?: string; days?: string }>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedLink | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const days = Number(new FormData(event.currentTarget).get("expiresInDays"));
    if (!Number.isInteger(days) || days < 1 || days > 30) return setErrors({ days: "Choose between 1 and 30 days." });
    setBusy(true);
    setErrors({});
    setCopied(null);
    try {
      const result = await createInviteAction({ deckId, role, expiresInDays: days });
      if (!result.ok) return setErrors({ form: result.error });
      setCreated({ url: `${window.location.origin}/invite/${result.data.token}`, role: result.data.role, days });
    } catch {
      setErrors({ form: "We couldn't reach the server. No link was made; please try again." });
    } finally {
      setBusy(false);
    }
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
        {errors.form && (
          <p role="alert" className={alertBox}>
            {errors.form}
          </p>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor="invite-role" className="font-bold">
            Invite as
          </label>
          <select
            id="invite-role"
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as DeckRole)}
            aria-describedby="invite-role-hint"
            className="min-h-12 rounded-xl border-2 border-line bg-white px-3 text-lg focus:border-felt"
          >
            {INVITE_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </select>
          <p id="invite-role-hint" className="text-sm text-muted">
            {ROLE_LABEL[role]}s {roleCan[role]}.
          </p>
        </div>
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
          error={errors.days}
        />
        <SubmitButton busy={busy}>Create invite link</SubmitButton>
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
          <p id="invite-link-hint" className="text-sm text-muted">
            Anyone with this link can join as {aRole[created.role]} for the next {created.days}{" "}
            {created.days === 1 ? "day" : "days"}. It is shown only this once; you can always make another.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" onClick={() => copy(created.url)} className={button.secondary}>
              Copy link
            </button>
            <p role="status" className="font-bold text-felt">
              {copied}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
