import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { mailConfigured } from "@/lib/mail/send-mail";
import { ForgotPasswordForm } from "./forgot-password-form";

export const metadata: Metadata = { title: "Forgot your password?" };

export default function ForgotPasswordPage() {
  return (
    <section className="mx-auto max-w-md">
      <h1 className="font-display text-3xl font-bold">Forgot your password?</h1>
      {mailConfigured() ? (
        <>
          <p className="mt-2 text-muted">Tell us your email address and we&apos;ll send you a link to choose a new password.</p>
          <ForgotPasswordForm />
        </>
      ) : (
        <div className="mt-6 flex flex-col gap-3 rounded-xl border-2 border-line bg-white p-4 text-lg">
          <p>This copy of Snap Legacy can&apos;t send email, so it can&apos;t send you a link.</p>
          <p>Ask whoever runs it to make one for you: on the computer it runs on, they type</p>
          <code className="block rounded-lg bg-amber-50 px-3 py-2 font-bold">npm run reset-link -- your@email.address</code>
          <p>and send you the link it prints.</p>
        </div>
      )}
      <p className="mt-6">
        Remembered it?{" "}
        <Link href="/sign-in" className="font-bold text-felt underline">
          Sign in
        </Link>
      </p>
    </section>
  );
}
