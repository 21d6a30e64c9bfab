import { z } from "zod";
import { freeText } from "@/lib/text/free-text";
import { MAX_PASSWORD_BYTES, passwordFitsBcrypt } from "./password-length";

/** The longest address email itself allows (RFC 5321's path limit, less its brackets). */
const MAX_EMAIL_LENGTH = 254;

export const emailSchema = z
  .string({ error: "Enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, { error: "Enter your email address." })
  .max(MAX_EMAIL_LENGTH, { error: `An email address has at most ${MAX_EMAIL_LENGTH} characters.` })
  .pipe(z.email({ error: "That doesn't look like an email address." }));

/** A password being chosen, at sign-up or with a reset link. */
export const newPasswordSchema = z
  .string({ error: "Choose a password." })
  .min(8, { error: "Use at least 8 characters." })
  .refine((password) => !/\p{Cc}/u.test(password), {
    error: "A password can't have control characters (such as tabs or line breaks) in it.",
  })
  .refine(passwordFitsBcrypt, {
    error: `Use at most ${MAX_PASSWORD_BYTES} characters (accented letters and emoji count as two to four).`,
  });

/** A person's name, as they are shown to the family. */
export const NAME_RULES = { label: "Your name", emptyMessage: "Tell us your name.", max: 60 };

export const signUpSchema = z.object({
  name: freeText(NAME_RULES),
  email: emailSchema,
  password: newPasswordSchema,
});

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Enter your password." }).min(1, { error: "Enter your password." }),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** A reset link's token: 32 random bytes in base64url (lib/auth/create-reset-link.ts). */
export const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "This reset link isn't complete." }),
    password: newPasswordSchema,
    confirm: z.string({ error: "Type the new password again." }),
  })
  .refine((input) => input.password === input.confirm, { error: "The two passwords aren't the same.", path: ["confirm"] });

/** Changing a password on the account page: the current one proves it is the account's owner asking. */
export const changePasswordSchema = z
  .object({
    current: z.string({ error: "Enter your current password." }).min(1, { error: "Enter your current password." }),
    password: newPasswordSchema,
    confirm: z.string({ error: "Type the new password again." }),
  })
  .refine((input) => input.password === input.confirm, { error: "The two passwords aren't the same.", path: ["confirm"] });

/** A signed-in device, as the account page names it in a request to sign it out. */
export const sessionIdSchema = z.object({
  sessionId: z.string({ error: "Choose a device." }).min(1, { error: "Choose a device." }).max(100, { error: "That isn't a device of yours." }),
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
