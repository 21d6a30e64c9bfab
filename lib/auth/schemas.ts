import { z } from "zod";

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: "Enter your email address." })
  .pipe(z.email({ error: "That doesn't look like an email address." }));

export const signUpSchema = z.object({
  name: z.string().trim().min(1, { error: "Tell us your name." }).max(60, { error: "Keep your name under 60 characters." }),
  email: emailSchema,
  password: z
    .string()
    .min(8, { error: "Use at least 8 characters." })
    .max(200, { error: "Keep it under 200 characters." }),
});

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: "Enter your password." }),
});

export type SignUpInput = z.infer<typeof signUpSchema>;

/** Field errors keyed by field name, as the forms show them beside each field. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
