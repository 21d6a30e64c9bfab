"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { signInWithPassword } from "@/app/_components/sign-in-with-password";
import { useServerAction } from "@/app/_components/use-server-action";
import { fieldErrors, signInSchema, type FieldErrors } from "@/lib/auth/schemas";

export function SignInForm({ returnTo }: { returnTo: string }) {
  const action = useServerAction();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
    const parsed = signInSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    await action.run(() => signInWithPassword(parsed.data.email, parsed.data.password), { navigate: () => returnTo, refreshLayout: true });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-5">
      <FormMessage message={errors.form ? { ok: false, text: errors.form } : action.message} />
      <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <Button type="submit" busy={action.busy}>
        Sign in
      </Button>
    </form>
  );
}
