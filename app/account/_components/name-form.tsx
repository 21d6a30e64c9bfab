"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { changeNameSchema } from "@/lib/accounts/schemas";
import { fieldErrors, NAME_RULES, type FieldErrors } from "@/lib/auth/schemas";
import { changeNameAction } from "../actions/change-name";

export function NameForm({ name }: { name: string }) {
  const action = useServerAction();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { name: String(new FormData(event.currentTarget).get("accountName") ?? "") };
    const parsed = changeNameSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const result = await action.run(() => changeNameAction(input), { success: (saved) => `Saved: you are ${saved.name} now.` });
    if (result && !result.ok && result.fields) setErrors(result.fields);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-5">
      <FormMessage message={errors.name ? null : action.message} />
      <Field
        label={NAME_RULES.label}
        name="accountName"
        autoComplete="name"
        defaultValue={name}
        hint={`Up to ${NAME_RULES.max} characters.`}
        required
        error={errors.name}
      />
      <Button type="submit" busy={action.busy} className="self-start">
        Save name
      </Button>
    </form>
  );
}
