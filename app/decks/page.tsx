import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Your decks" };

export default async function DecksPage() {
  const user = await requireUser("/decks");
  return (
    <section>
      <h1 className="font-display text-3xl font-bold">Your decks</h1>
      <p className="mt-2 text-lg text-muted">Hello, {user.name}.</p>
      <div className="mt-8 rounded-2xl border-2 border-dashed border-line bg-white/60 p-8 text-center">
        <p className="text-lg">You have no decks yet.</p>
      </div>
    </section>
  );
}
