import { z } from "zod";
import { emailSchema, NAME_RULES } from "@/lib/auth/schemas";
import { freeText } from "@/lib/text/free-text";

/** A new name, under the same rules as the one given at sign-up. */
export const changeNameSchema = z.object({ name: freeText(NAME_RULES) });

/** A new address to confirm; the current password is checked for accounts that have one. */
export const requestEmailChangeSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Enter your current password." }).optional(),
});

/** An email change link's token: 32 random bytes in base64url (lib/accounts/email-change-link.ts). */
export const EMAIL_CHANGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const confirmEmailChangeSchema = z.object({ token: z.string({ error: "This link isn't complete." }) });
