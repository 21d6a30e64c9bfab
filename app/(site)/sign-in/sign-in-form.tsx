"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Field, SubmitButton } from "@/app/_components/field";
import { fieldErrors, signInSchema, type FieldErrors } from "@/lib/auth/schemas";

export function SignInForm({ returnTo }: { returnTo: string }) {
  const router = useRouter();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
    const parsed = signInSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(true);
    setErrors({});
    const result = await signIn("credentials", { ...parsed.data, redirect: false });
    if (!result || result.error) {
      setBusy(false);
      return setErrors({ form: result?.error ?? "Sign-in failed. Please try again." });
    }
    router.push(returnTo);
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-5">
      {errors.form && (
        <p role="alert" className="rounded-xl border-2 border-snap bg-red-50 p-3 font-bold text-snap">
          {errors.form}
        </p>
      )}
      <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <SubmitButton busy={busy}>Sign in</SubmitButton>
    </form>
  );
}
