import Link from "next/link";

export default function Forbidden() {
  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <h1 className="font-display text-3xl font-bold">Not allowed</h1>
      <p className="mt-3 text-lg text-muted">Your role on this deck doesn’t allow this. Ask one of the deck’s owners.</p>
      <Link href="/decks" className="mt-6 inline-flex min-h-12 items-center rounded-xl bg-felt px-6 font-bold text-white">
        Back to your decks
      </Link>
    </section>
  );
}
