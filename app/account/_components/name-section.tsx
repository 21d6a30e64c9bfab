import type { CurrentUser } from "@/lib/auth/session";
import { AccountSection } from "./account-section";
import { NameForm } from "./name-form";

/** The account's name, as the family sees it: at the top of every page and beside everything the account does. */
export async function NameSection({ user }: { user: CurrentUser }) {
  return (
    <AccountSection id="name" title="Your name">
      <p className="mt-2 text-muted">The family sees this name in your decks, their members and their stories.</p>
      <NameForm name={user.name} />
    </AccountSection>
  );
}
