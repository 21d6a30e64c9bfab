import Link from "next/link";
import { getCurrentUser } from "@/lib/auth/session";
import { SignOutButton } from "./sign-out-button";

export async function SiteHeader() {
  const user = await getCurrentUser();
  return (
    <header className="bg-felt text-white shadow-sm">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link href={user ? "/decks" : "/"} className="font-display text-xl font-bold tracking-tight sm:text-2xl">
          Snap <span className="text-amber-200">Legacy</span>
        </Link>
        <nav aria-label="Account" className="flex items-center gap-3 text-base">
          {user ? (
            <>
              <Link href="/decks" className="rounded-lg px-3 py-2 hover:bg-felt-dark">
                Your decks
              </Link>
              <span className="hidden sm:inline" aria-label="Signed in as">
                {user.name}
              </span>
              <SignOutButton />
            </>
          ) : (
            <>
              <Link href="/sign-in" className="rounded-lg px-3 py-2 hover:bg-felt-dark">
                Sign in
              </Link>
              <Link href="/sign-up" className="rounded-lg bg-white px-4 py-2 font-bold text-felt hover:bg-amber-50">
                Sign up
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
