"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Field, SubmitButton } from "@/app/_components/field";
import { fieldErrors, signUpSchema, type FieldErrors } from "@/lib/auth/schemas";
import { signUpAction } from "./actions/sign-up";

export function SignUpForm({ returnTo }: { returnTo: string }) {
  const router = useRouter();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

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
    setBusy(true);
    setErrors({});
    try {
      const result = await signUpAction(input);
      if (!result.ok) return setErrors(result.fields ?? { form: result.error });
      const signedIn = await signIn("credentials", { email: input.email, password: input.password, redirect: false });
      if (!signedIn || signedIn.error) return setErrors({ form: signedIn?.error ?? "Your account is ready: please sign in." });
      router.push(returnTo);
      router.refresh();
    } catch {
      setErrors({ form: "Something went wrong. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-5">
      {errors.form && (
        <p role="alert" className="rounded-xl border-2 border-snap bg-red-50 p-3 font-bold text-snap">
          {errors.form}
        </p>
      )}
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
      <SubmitButton busy={busy}>Create account</SubmitButton>
    </form>
  );
}
