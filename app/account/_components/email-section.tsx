import { emailSettings } from "@/lib/accounts/email-settings";
import type { CurrentUser } from "@/lib/auth/session";
import { mailConfigured } from "@/lib/mail/send-mail";
import { AccountSection } from "./account-section";
import { EmailForm } from "./email-form";

/** "another 42 minutes": how long a link has left (the server doesn't know the reader's time zone). */
function minutesLeft(expiresAt: Date): string {
  const minutes = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 60_000));
  return `another ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** The account's address, and changing it through a link sent to the new one. */
export async function EmailSection({ user }: { user: CurrentUser }) {
  const canSend = mailConfigured();
  const { hasPassword, pending } = canSend ? await emailSettings(user.id) : { hasPassword: false, pending: null };
  return (
    <AccountSection id="email" title="Email">
      <p className="mt-2 text-lg">
        Your address is <strong className="break-all">{user.email}</strong>. You sign in with it, and links to choose a new
        password go to it.
      </p>
      {canSend ? (
        <>
          {pending && (
            <p className="mt-3 rounded-xl bg-amber-50 p-3">
              We sent a link to <strong className="break-all">{pending.newEmail}</strong>. Your address changes when it is
              opened (it works for {minutesLeft(pending.expiresAt)}).
            </p>
          )}
          <EmailForm hasPassword={hasPassword} currentEmail={user.email} />
        </>
      ) : (
        <p className="mt-3 rounded-xl border-2 border-line p-3">
          This copy of Snap Legacy can&apos;t send email, so it can&apos;t confirm a new address: your address stays as it
          is. Whoever runs the app can set it up to send email (SMTP_URL).
        </p>
      )}
    </AccountSection>
  );
}
