"use client";

import { signOut } from "next-auth/react";

export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() => void signOut({ callbackUrl: "/" })}
      className="min-h-11 rounded-lg border border-white/60 px-4 py-2 font-bold hover:bg-felt-dark"
    >
      Sign out
    </button>
  );
}
