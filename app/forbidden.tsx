import Link from "@/app/_components/link";
import { BUTTON_LOOK } from "@/app/_components/button";

export default function Forbidden() {
  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <h1 className="font-display text-3xl font-bold">Not allowed</h1>
      <p className="mt-3 text-lg text-muted">Your role on this deck doesn’t allow this. Ask one of the deck’s owners.</p>
      <Link href="/decks" className={`mt-6 ${BUTTON_LOOK.secondary}`}>
        Back to your decks
      </Link>
    </section>
  );
}
