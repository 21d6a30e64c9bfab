import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { safeReturnPath, siteOrigin } from "@/lib/auth/return-path";
import { getCurrentUser } from "@/lib/auth/session";
import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const returnTo = safeReturnPath((await searchParams).callbackUrl, { origin: siteOrigin() });
  if (await getCurrentUser()) redirect(returnTo);
  return (
    <section className="mx-auto max-w-md">
      <h1 className="font-display text-3xl font-bold">Sign in</h1>
      <p className="mt-2 text-muted">Welcome back to the family deck.</p>
      <SignInForm returnTo={returnTo} />
      <p className="mt-6">
        New here?{" "}
        <Link href={`/sign-up?callbackUrl=${encodeURIComponent(returnTo)}`} className="font-bold text-felt underline">
          Create an account
        </Link>
      </p>
    </section>
  );
}
