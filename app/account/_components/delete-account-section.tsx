import { deletionConfirmedBy } from "@/lib/accounts/delete-account";
import { soleOwnedDecks } from "@/lib/accounts/sole-owned-decks";
import type { CurrentUser } from "@/lib/auth/session";
import { AccountSection } from "./account-section";
import { DeleteAccountForm } from "./delete-account-form";
import { LeavingMessages } from "./leaving-messages";
import { SoleOwnedDeckItem } from "./sole-owned-deck-item";

/**
 * Leaving for good. Decks the person alone owns come first, each to be handed over or deleted;
 * only when none are left is the account's own deletion offered.
 */
export async function DeleteAccountSection({ user }: { user: CurrentUser }) {
  const [decks, confirmWith] = await Promise.all([soleOwnedDecks(user.id), deletionConfirmedBy(user.id)]);
  return (
    <AccountSection id="delete-account" title="Delete your account" danger>
      <p className="mt-2 text-lg">
        Deleting your account is for good. The words you wrote stay in your decks’ histories, written by the family’s players,
        and where they say who recorded them, they will say “a former member”. Download your data first if you want to keep it.
      </p>
      <LeavingMessages>
        {decks.length > 0 ? (
          <>
            <h3 className="mt-5 text-xl font-bold">First, the decks only you own</h3>
            <p className="mt-1 text-muted">
              A deck needs an owner. Hand each of these to another member (they become its owner), or delete it.
            </p>
            <ul className="mt-4 flex flex-col gap-4">
              {decks.map((deck) => (
                <SoleOwnedDeckItem key={deck.id} deck={deck} />
              ))}
            </ul>
          </>
        ) : (
          <DeleteAccountForm confirmWith={confirmWith} email={user.email} />
        )}
      </LeavingMessages>
    </AccountSection>
  );
}
