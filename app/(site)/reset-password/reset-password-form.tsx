"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { signInWithPassword } from "@/app/_components/sign-in-with-password";
import { useServerAction } from "@/app/_components/use-server-action";
import type { ActionResult } from "@/lib/actions/run-action";
import { fieldErrors, resetPasswordSchema, type FieldErrors } from "@/lib/auth/schemas";
import { resetPasswordAction } from "./actions/reset-password";

/** Where to go when the password is set but signing in with it didn't work (the sign-in page says it is set). */
const SIGN_IN_AFTER_RESET = "/sign-in?reset=done";

/** Sets the password, then signs in with it; once it is set, a failed sign-in only sends to the sign-in page. */
async function resetAndSignIn(input: { token: string; password: string; confirm: string }): Promise<ActionResult<string>> {
  const reset = await resetPasswordAction(input);
  if (!reset.ok) return reset;
  const signedIn = await signInWithPassword(reset.data.email, input.password);
  return { ok: true, data: signedIn.ok ? "/decks" : SIGN_IN_AFTER_RESET };
}

export function ResetPasswordForm({ token }: { token: string }) {
  const action = useServerAction();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { token, password: String(form.get("password") ?? ""), confirm: String(form.get("confirm") ?? "") };
    const parsed = resetPasswordSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const result = await action.run(() => resetAndSignIn(input), { navigate: (next) => next, refreshLayout: true });
    if (result && !result.ok && result.fields) setErrors(result.fields);
  }

  const fieldsRefused = Object.keys(errors).some((name) => name !== "form");
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-5">
      <FormMessage message={errors.form ? { ok: false, text: errors.form } : fieldsRefused ? null : action.message} />
      <Field
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="8 to 72 characters."
        required
        error={errors.password}
      />
      <Field label="New password again" name="confirm" type="password" autoComplete="new-password" required error={errors.confirm} />
      <Button type="submit" busy={action.busy}>
        Set my new password
      </Button>
    </form>
  );
}
