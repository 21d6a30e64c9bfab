import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { resetLinkProblem } from "@/lib/auth/reset-password";
import { ResetPasswordForm } from "./reset-password-form";

export const metadata: Metadata = { title: "Choose a new password" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const problem = typeof token === "string" ? await resetLinkProblem(token) : "This page needs the link from your email.";
  return (
    <section className="mx-auto max-w-md">
      <h1 className="font-display text-3xl font-bold">Choose a new password</h1>
      {problem || typeof token !== "string" ? (
        <>
          <p role="alert" className="mt-6 rounded-xl border-2 border-snap bg-red-50 p-3 font-bold text-snap">
            {problem}
          </p>
          <p className="mt-6">
            <Link href="/forgot-password" className="font-bold text-felt underline">
              Ask for a new link
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 text-muted">Once it is set, you are signed in here and signed out everywhere else.</p>
          <ResetPasswordForm token={token} />
        </>
      )}
    </section>
  );
}
