"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { signInWithPassword } from "@/app/_components/sign-in-with-password";
import { useServerAction } from "@/app/_components/use-server-action";
import type { ActionResult } from "@/lib/actions/run-action";
import { fieldErrors, signUpSchema, type FieldErrors } from "@/lib/auth/schemas";
import { signUpAction } from "./actions/sign-up";

const ACCOUNT_READY = "Your account is ready: please sign in.";

/** Creates the account, then signs in with it; once the account exists, a failed sign-in only asks to sign in. */
async function signUpAndSignIn(input: { name: string; email: string; password: string }): Promise<ActionResult<null>> {
  const created = await signUpAction(input);
  if (!created.ok) return created;
  const signedIn = await signInWithPassword(input.email, input.password);
  return signedIn.ok ? signedIn : { ok: false, status: signedIn.status, error: ACCOUNT_READY };
}

export function SignUpForm({ returnTo }: { returnTo: string }) {
  const action = useServerAction();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
    };
    const parsed = signUpSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const result = await action.run(() => signUpAndSignIn(input), { navigate: () => returnTo, refreshLayout: true });
    // The server's own checks come back field by field, shown beside their fields as the form's are.
    if (result && !result.ok && result.fields) setErrors(result.fields);
  }

  const fieldsRefused = Object.keys(errors).some((name) => name !== "form");
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-5">
      <FormMessage message={errors.form ? { ok: false, text: errors.form } : fieldsRefused ? null : action.message} />
      <Field label="Your name" name="name" autoComplete="name" required error={errors.name} />
      <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="8 to 72 characters."
        required
        error={errors.password}
      />
      <Button type="submit" busy={action.busy}>
        Create account
      </Button>
    </form>
  );
}
