"use client";

import Link from "@/app/_components/link";
import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import type { ActionResult } from "@/lib/actions/run-action";
import type { ImportedDeck as Imported } from "@/lib/history/import/import-deck";
import { IMPORT_TOO_LARGE } from "@/lib/history/import/import-limits";
import { IMPORT_PATH, importRequest } from "@/lib/history/import/import-upload";

/** What the import's success says: the new deck's name, and why it isn't the export's when one of yours already had it. */
function importedMessage(deck: Imported): string {
  if (!deck.renamedFrom) return `“${deck.name}” was imported as a new deck.`;
  return `“${deck.name}” was imported as a new deck: you already have a deck called “${deck.renamedFrom}”, so the new one says when it was imported.`;
}

/** The import route answers in JSON; read as an action's result so it goes through the one hook (and its request key). */
async function sendImport(form: HTMLFormElement, requestKey: string): Promise<ActionResult<Imported>> {
  // No file chosen is sent as an empty body: the route says what to do.
  const file = new FormData(form).get("file");
  const response = await fetch(IMPORT_PATH, importRequest(file instanceof Blob ? file : "", requestKey));
  const answer = (await response.json().catch(() => null)) as (Partial<Imported> & { error?: string }) | null;
  if (!response.ok || !answer?.deckId) {
    const error = answer?.error ?? (response.status === 413 ? IMPORT_TOO_LARGE : "The deck could not be imported. Please try again.");
    return { ok: false, status: response.status, error };
  }
  return { ok: true, data: answer as Imported };
}

/** Uploads an export file; says what came of it, with a link to the new deck. */
export function ImportDeckForm() {
  const { run, busy, message } = useServerAction();
  const [imported, setImported] = useState<Imported | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setImported(null);
    await run((requestKey) => sendImport(form, requestKey), {
      success: importedMessage,
      then: (deck) => {
        setImported(deck);
        form.reset();
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-line">
        <div className="flex flex-col gap-1">
          <label htmlFor="import-file" className="font-bold">
            Export file
          </label>
          <p id="import-file-hint" className="text-sm text-muted">
            The .zip made by “Download the deck” (with its pictures, at most 256 MB), or a deck’s .json file (at most 64 MB).
          </p>
          <input
            id="import-file"
            name="file"
            type="file"
            required
            accept=".zip,application/zip,.json,application/json"
            aria-describedby="import-file-hint"
            className="min-h-12 w-full rounded-xl border-2 border-dashed border-line bg-white p-2 file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-felt file:px-4 file:font-bold file:text-white"
          />
        </div>
        <Button type="submit" busy={busy} busyLabel="Checking and importing…">
          Import the deck
        </Button>
        <FormMessage message={message} large />
      </form>
      {imported && (
        <div className="rounded-2xl bg-white p-4 ring-1 ring-line">
          <h2 className="font-display text-xl font-bold">{imported.name}</h2>
          {imported.formerMembers.length > 0 && (
            <p className="mt-2 text-muted">
              Members of the deck before: {imported.formerMembers.join(", ")}. Invite them from the new deck’s members page to share it again.
            </p>
          )}
          <Link href={`/decks/${imported.deckId}`} className="mt-3 inline-flex min-h-12 items-center font-bold text-felt underline">
            Open the imported deck
          </Link>
        </div>
      )}
    </div>
  );
}
