"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { fieldErrors, forgotPasswordSchema, type FieldErrors } from "@/lib/auth/schemas";
import { requestResetAction } from "./actions/request-reset";

const LINK_SENT =
  "If an account uses that address, we've sent it a link to choose a new password. It works once, for one hour: check your inbox (and spam folder).";

export function ForgotPasswordForm() {
  const action = useServerAction();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { email: String(new FormData(event.currentTarget).get("email") ?? "") };
    const parsed = forgotPasswordSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const result = await action.run(() => requestResetAction(parsed.data), { success: LINK_SENT });
    if (result && !result.ok && result.fields) setErrors(result.fields);
  }

  const fieldsRefused = Object.keys(errors).length > 0;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-5">
      <FormMessage message={fieldsRefused ? null : action.message} />
      <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <Button type="submit" busy={action.busy}>
        Send me a link
      </Button>
    </form>
  );
}
