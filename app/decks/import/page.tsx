import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { IMPORT_DECK_PATH } from "@/lib/history/paths";
import { ImportDeckForm } from "./import-deck-form";

export const metadata: Metadata = { title: "Import a deck" };

/** Brings a deck's export (.zip or JSON) back as a new deck of the signed-in person. */
export default async function ImportDeckPage() {
  await requireUser(IMPORT_DECK_PATH);
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="font-display text-3xl font-bold">Import a deck from a file</h1>
      <p className="text-lg text-muted">
        Choose a deck’s export (from a deck’s history, “Export”): its .zip, or its JSON alone for a deck without pictures. It
        becomes a new deck with all its cards, words, events, games, prints, pictures and design story, and you are its owner; if
        one of your decks already has its name, the new one is named for the day it was imported. The file is checked first, as
        the app checks what it writes itself: every game is replayed, every name, word and colour checked as the forms check them,
        every picture as an upload is. If anything in it is wrong, nothing is imported, and you are told what and where.
      </p>
      <ImportDeckForm />
    </section>
  );
}
