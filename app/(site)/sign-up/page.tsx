import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { redirect } from "next/navigation";
import { safeReturnPath, siteOrigin } from "@/lib/auth/return-path";
import { getCurrentUser } from "@/lib/auth/session";
import { SignUpForm } from "./sign-up-form";

export const metadata: Metadata = { title: "Create an account" };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const returnTo = safeReturnPath((await searchParams).callbackUrl, { origin: siteOrigin() });
  if (await getCurrentUser()) redirect(returnTo);
  return (
    <section className="mx-auto max-w-md">
      <h1 className="font-display text-3xl font-bold">Create an account</h1>
      <p className="mt-2 text-muted">One account is enough for the whole family: children play as named players.</p>
      <SignUpForm returnTo={returnTo} />
      <p className="mt-6">
        Already have an account?{" "}
        <Link href={`/sign-in?callbackUrl=${encodeURIComponent(returnTo)}`} className="font-bold text-felt underline">
          Sign in
        </Link>
      </p>
    </section>
  );
}
