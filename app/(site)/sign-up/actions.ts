"use server";

import { signUp, type SignUpResult } from "@/lib/auth/sign-up";

export async function signUpAction(input: { name: string; email: string; password: string }): Promise<SignUpResult> {
  return signUp(input);
}
