import type { Metadata } from "next";
import { JoinForm } from "./join-form";

export const metadata: Metadata = { title: "Join a game" };

/** Anyone may come here, with or without an account: the code is what lets them in. */
export default function JoinPage() {
  return (
    <section className="mx-auto max-w-xl py-6">
      <h1 className="font-display text-3xl font-bold">Join a game</h1>
      <p className="mt-3 text-lg">Type the code shown on the host’s screen. You don’t need an account.</p>
      <JoinForm />
    </section>
  );
}
