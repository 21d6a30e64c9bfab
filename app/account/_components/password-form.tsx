"use client";

import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { changePasswordSchema, fieldErrors, type FieldErrors } from "@/lib/auth/schemas";
import { changePasswordAction } from "../actions/change-password";

export function PasswordForm() {
  const action = useServerAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      current: String(data.get("current") ?? ""),
      password: String(data.get("password") ?? ""),
      confirm: String(data.get("confirm") ?? ""),
    };
    const parsed = changePasswordSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const result = await action.run(() => changePasswordAction(input), {
      success: "Your password is changed. Every other device has been signed out.",
      then: () => form.current?.reset(),
    });
    if (result && !result.ok && result.fields) setErrors(result.fields);
  }

  const fieldsRefused = Object.keys(errors).some((name) => name !== "form");
  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-5">
      <FormMessage message={errors.form ? { ok: false, text: errors.form } : fieldsRefused ? null : action.message} />
      <Field label="Current password" name="current" type="password" autoComplete="current-password" required error={errors.current} />
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
      <Button type="submit" busy={action.busy} className="self-start">
        Change my password
      </Button>
    </form>
  );
}
