import Link from "@/app/_components/link";
import { hasPassword } from "@/lib/auth/has-password";
import type { CurrentUser } from "@/lib/auth/session";
import { AccountSection } from "./account-section";
import { PasswordForm } from "./password-form";

/** Change the password (with the current one); an account without one is told how to set one. */
export async function PasswordSection({ user }: { user: CurrentUser }) {
  return (
    <AccountSection id="password" title="Password">
      {(await hasPassword(user.id)) ? (
        <>
          <p className="mt-2 text-muted">Once it is changed, this device stays signed in and every other device is signed out.</p>
          <PasswordForm />
        </>
      ) : (
        <p className="mt-2">
          You sign in with GitHub or Google, so this account has no password. To set one, sign out and use{" "}
          <Link href="/forgot-password" className="font-bold text-felt underline">
            Forgot your password?
          </Link>{" "}
          — the link it emails to you proves the address is yours.
        </p>
      )}
    </AccountSection>
  );
}
