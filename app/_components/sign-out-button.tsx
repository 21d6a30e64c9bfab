"use client";

import { signOut } from "next-auth/react";
import { forgetKeptPages } from "./pwa/keep-for-offline";

/**
 * Signing out also forgets the table pages kept for offline use: they hold the family's deck. They
 * are forgotten again once the session has ended, so a page the service worker was still fetching
 * with the session (it keeps the table page each time a snap is recorded) isn't kept after it.
 */
async function signOutHere() {
  await forgetKeptPages().catch(() => undefined);
  await signOut({ redirect: false });
  await forgetKeptPages().catch(() => undefined);
  // A full load, not the router: nothing of the family's stays in the page's memory after signing out.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign("/");
}

export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() => void signOutHere()}
      className="min-h-11 rounded-lg border border-white/60 px-4 py-2 font-bold whitespace-nowrap hover:bg-felt-dark"
    >
      Sign out
    </button>
  );
}
