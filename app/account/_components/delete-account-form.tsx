"use client";

import { signOut } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { callServer } from "@/app/_components/call-server";
import { Field } from "@/app/_components/field";
import { FormMessage, type Message } from "@/app/_components/form-message";
import { forgetKeptPages } from "@/app/_components/pwa/keep-for-offline";
import { deleteAccountAction } from "../actions/delete-account";

/** Where a deleted account's browser lands: the home page, saying goodbye. */
const GOODBYE_PATH = "/?goodbye=1";

/**
 * The last step: the account's password (or its email, for an account without one), then the
 * account is deleted, this browser signed out (and its offline copies of the decks forgotten), and
 * the home page says goodbye. Not useServerAction: its refresh of this page after the write would
 * race the sign-out, and a page of a deleted account only sends to sign in.
 */
export function DeleteAccountForm({ confirmWith, email }: { confirmWith: "password" | "email"; email: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<Message | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const confirmation = String(new FormData(event.currentTarget).get("confirmation") ?? "");
    setMessage(null);
    if (!confirmation.trim()) return setError(confirmWith === "password" ? "Type your password to confirm." : "Type your email address to confirm.");
    setError(undefined);
    setBusy(true);
    const result = await callServer(() => deleteAccountAction({ confirmation }));
    if (!result.ok) {
      setBusy(false);
      if (result.fields?.confirmation) return setError(result.fields.confirmation);
      return setMessage({ ok: false, text: result.error });
    }
    // Stays busy until the home page has loaded: the account is gone, nothing here can be sent again.
    await forgetKeptPages().catch(() => undefined);
    await signOut({ callbackUrl: GOODBYE_PATH });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
      <p className="font-bold">You don’t own any deck alone, so your account can be deleted.</p>
      <FormMessage message={message} />
      {confirmWith === "password" ? (
        <Field label="Your password" name="confirmation" type="password" autoComplete="current-password" required error={error} />
      ) : (
        <Field label="Your email address" hint={`Type ${email} to confirm.`} name="confirmation" type="email" autoComplete="off" required error={error} />
      )}
      <Button type="submit" variant="danger" busy={busy} busyLabel="Deleting your account…" className="self-start">
        Delete my account
      </Button>
    </form>
  );
}
