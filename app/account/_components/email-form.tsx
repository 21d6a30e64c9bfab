"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { requestEmailChangeSchema } from "@/lib/accounts/schemas";
import { fieldErrors, type FieldErrors } from "@/lib/auth/schemas";
import { requestEmailChangeAction } from "../actions/request-email-change";

/** Asks for a confirmation link to the new address; nothing changes until it is opened. */
export function EmailForm({ hasPassword, currentEmail }: { hasPassword: boolean; currentEmail: string }) {
  const action = useServerAction();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const input = {
      email: String(form.get("newEmail") ?? ""),
      ...(hasPassword ? { password: String(form.get("emailChangePassword") ?? "") } : {}),
    };
    const parsed = requestEmailChangeSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    if (hasPassword && !input.password) return setErrors({ password: "Enter your current password." });
    setErrors({});
    const result = await action.run(() => requestEmailChangeAction(input), {
      success: ({ newEmail }) => `Sent to ${newEmail}. Until its link is opened, keep signing in with ${currentEmail}.`,
      then: () => formElement.reset(),
    });
    if (result && !result.ok && result.fields) setErrors(result.fields);
  }

  const fieldsRefused = Object.keys(errors).some((name) => name !== "form");
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-5">
      {/* Long addresses break anywhere rather than run out of the card on a phone. */}
      <div className="[overflow-wrap:anywhere]">
        <FormMessage message={errors.form ? { ok: false, text: errors.form } : fieldsRefused ? null : action.message} />
      </div>
      <Field
        label="New email address"
        name="newEmail"
        type="email"
        autoComplete="email"
        hint="We send a link to it. Your address changes when the link is opened."
        required
        error={errors.email}
      />
      {hasPassword && (
        <Field
          label="Current password"
          name="emailChangePassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
      )}
      <Button type="submit" busy={action.busy} className="self-start">
        Send a confirmation link
      </Button>
    </form>
  );
}
