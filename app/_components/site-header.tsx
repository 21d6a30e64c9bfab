import Link from "@/app/_components/link";
import { isDatabaseUnreachable } from "@/lib/actions/problem";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { ReportTimeZone } from "./report-time-zone";
import { SignOutButton } from "./sign-out-button";

/** Who is signed in; "unknown" while the database can't be reached. */
async function headerUser(): Promise<CurrentUser | null | "unknown"> {
  try {
    return await getCurrentUser();
  } catch (error) {
    // The page below fails with the same error and its error page explains it (app/error.tsx); a
    // header that failed too would take the whole layout down with it.
    if (isDatabaseUnreachable(error)) return "unknown";
    throw error;
  }
}

export async function SiteHeader() {
  const user = await headerUser();
  return (
    <header className="bg-felt text-white shadow-sm">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link href={user && user !== "unknown" ? "/decks" : "/"} className="inline-block py-2 font-display text-xl font-bold tracking-tight whitespace-nowrap sm:text-2xl">
          Snap <span className="text-amber-200">Legacy</span>
        </Link>
        {user !== "unknown" && <AccountNav user={user} />}
      </div>
      {user && user !== "unknown" && user.timeZone === null && <ReportTimeZone userId={user.id} />}
    </header>
  );
}

function AccountNav({ user }: { user: CurrentUser | null }) {
  return (
    <nav aria-label="Account" className="flex items-center gap-1 text-base sm:gap-3">
      {user ? (
        <>
          {/* On a phone the name "Snap Legacy" leads to the decks, leaving room for the rest on one line. */}
          <Link href="/decks" className="hidden min-h-11 items-center rounded-lg px-3 py-2 whitespace-nowrap hover:bg-felt-dark sm:inline-flex">
            Your decks
          </Link>
          {/* The link's name starts with the words it shows (WCAG's label in name): the person's name
              on wider screens, "Account" on a phone; the rest is for screen readers. */}
          <Link href="/account" className="inline-flex min-h-11 items-center rounded-lg px-3 py-2 whitespace-nowrap hover:bg-felt-dark">
            <span className="hidden sm:inline">
              {user.name}
              <span className="sr-only">, your account</span>
            </span>
            <span className="sm:hidden">
              Account<span className="sr-only"> ({user.name})</span>
            </span>
          </Link>
          <SignOutButton />
        </>
      ) : (
        <>
          <Link href="/sign-in" className="inline-flex min-h-11 items-center rounded-lg px-3 py-2 whitespace-nowrap hover:bg-felt-dark">
            Sign in
          </Link>
          <Link href="/sign-up" className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 py-2 font-bold whitespace-nowrap text-felt hover:bg-amber-50">
            Sign up
          </Link>
        </>
      )}
    </nav>
  );
}
