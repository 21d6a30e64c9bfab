import Link from "@/app/_components/link";
import { BUTTON_LOOK } from "@/app/_components/button";

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <h1 className="font-display text-3xl font-bold">Not found</h1>
      <p className="mt-3 text-lg text-muted">This page doesn’t exist, or it isn’t shared with you.</p>
      <Link href="/decks" className={`mt-6 ${BUTTON_LOOK.secondary}`}>
        Back to your decks
      </Link>
    </section>
  );
}
