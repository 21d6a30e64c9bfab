import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { hashPassword } from "./passwords";
import { fieldErrors, signUpSchema, type FieldErrors } from "./schemas";

export type SignUpResult = { ok: true; userId: string } | { ok: false; errors: FieldErrors };

export async function signUp(input: unknown): Promise<SignUpResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { name, email, password } = parsed.data;
  try {
    const user = await db.user.create({
      data: { name, email, passwordHash: await hashPassword(password) },
      select: { id: true },
    });
    return { ok: true, userId: user.id };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return { ok: false, errors: { email: "There is already an account with this email. Sign in instead." } };
    }
    throw error;
  }
}
