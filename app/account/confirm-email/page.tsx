import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { emailChangeLink } from "@/lib/accounts/confirm-email-change";
import { getCurrentUser } from "@/lib/auth/session";
import { ConfirmEmailForm } from "./confirm-email-form";

export const metadata: Metadata = { title: "Confirm your new email address" };

const NO_TOKEN = "This page needs the link from your email: open it from there, or copy all of it into the address bar.";

/**
 * Opened from the email sent to the new address, on any device, signed in or not. Opening it only
 * shows what will change; the button makes the change, so a mail scanner that fetches links in
 * emails can't use one up.
 */
export default async function ConfirmEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[]; changed?: string | string[] }>;
}) {
  const { token, changed } = await searchParams;
  if (changed !== undefined) return <Changed signedIn={(await getCurrentUser()) !== null} />;
  const link = typeof token === "string" ? await emailChangeLink(token) : { ok: false as const, problem: NO_TOKEN };
  return (
    <section className="mx-auto max-w-md">
      <h1 className="font-display text-3xl font-bold">Confirm your new email address</h1>
      {link.ok && typeof token === "string" ? (
        <>
          <p className="mt-4 text-lg">
            Use <strong className="break-all">{link.newEmail}</strong> for {link.name}&apos;s Snap Legacy account from now on?
          </p>
          <p className="mt-2 text-muted">From then on, sign in with this address. The old one stops working for signing in.</p>
          <ConfirmEmailForm token={token} />
        </>
      ) : (
        <>
          <p role="alert" className="mt-6 rounded-xl border-2 border-snap bg-red-50 p-3 font-bold text-snap">
            {link.ok ? NO_TOKEN : link.problem}
          </p>
          <p className="mt-6">
            <Link href="/account" className="inline-flex min-h-12 items-center font-bold text-felt underline">
              Go to your account
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

/** After the change: the same words whoever opens it, since the address itself isn't in this page's address. */
function Changed({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="mx-auto max-w-md">
      <h1 className="font-display text-3xl font-bold">Your email address has changed</h1>
      <p role="status" className="mt-4 rounded-xl bg-green-50 p-3 text-lg font-bold text-felt">
        Done: from now on, sign in with your new address.
      </p>
      <p className="mt-6">
        <Link href={signedIn ? "/account" : "/sign-in"} className="inline-flex min-h-12 items-center font-bold text-felt underline">
          {signedIn ? "Go to your account" : "Sign in"}
        </Link>
      </p>
    </section>
  );
}
