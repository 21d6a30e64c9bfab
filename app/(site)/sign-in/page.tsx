import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { redirect } from "next/navigation";
import { safeReturnPath, siteOrigin } from "@/lib/auth/return-path";
import { getCurrentUser } from "@/lib/auth/session";
import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string; reset?: string }> }) {
  const { callbackUrl, reset } = await searchParams;
  const returnTo = safeReturnPath(callbackUrl, { origin: siteOrigin() });
  if (await getCurrentUser()) redirect(returnTo);
  return (
    <section className="mx-auto max-w-md">
      <h1 className="font-display text-3xl font-bold">Sign in</h1>
      <p className="mt-2 text-muted">Welcome back to the family deck.</p>
      {reset === "done" && (
        <p role="status" className="mt-6 rounded-xl bg-green-50 p-3 font-bold text-felt">
          Your new password is set: sign in with it.
        </p>
      )}
      <SignInForm returnTo={returnTo} />
      <p className="mt-4">
        <Link href="/forgot-password" className="inline-flex min-h-12 items-center font-bold text-felt underline">
          Forgot your password?
        </Link>
      </p>
      <p className="mt-6">
        New here?{" "}
        <Link href={`/sign-up?callbackUrl=${encodeURIComponent(returnTo)}`} className="font-bold text-felt underline">
          Create an account
        </Link>
      </p>
    </section>
  );
}
