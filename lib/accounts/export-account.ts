import { db } from "@/lib/db/client";
import { deckRole } from "@/lib/decks/access";
import { DeckError } from "@/lib/decks/errors";
import { readDeckSnapshot } from "@/lib/history/export/deck-snapshot";
import { deckExportPieces } from "@/lib/history/export/export-deck-json";
import { textStream } from "@/lib/history/export/text-stream";
import { calendarDayIn, DEFAULT_TIME_ZONE } from "@/lib/time/family-time";

export const ACCOUNT_EXPORT_FORMAT = "snap-legacy-account";
export const ACCOUNT_EXPORT_VERSION = 1;

/** A deck's whole export (lib/history/export), or nothing when it is gone or no longer the person's to export. */
async function* ownedDeckPieces(userId: string, deckId: string, exportedAt: Date): AsyncGenerator<string> {
  if ((await deckRole(userId, deckId)) !== "OWNER") return;
  const snapshot = await readDeckSnapshot(deckId).catch((error: unknown) => {
    if (error instanceof DeckError && error.status === 404) return null;
    throw error;
  });
  if (snapshot) yield* deckExportPieces(snapshot, exportedAt);
}

/**
 * Everything of the person's, as one JSON file: the account (name, email, when it was made, its time zone), every
 * deck they are in with their role, and, for each deck they own, that deck's full export in the
 * deck export's own format (so each can be imported again as it is). Streamed: the decks one after
 * another, each as the deck export streams it, so memory stays flat; the time grows with the owned
 * decks' histories and games added together (one keyset batch of 2,000 rows per query).
 */
export async function exportAccount(userId: string): Promise<{ fileName: string; stream: ReadableStream<Uint8Array> }> {
  const [user, memberships] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, email: true, createdAt: true, timeZone: true } }),
    db.deckMember.findMany({
      where: { userId },
      orderBy: [{ createdAt: "asc" }, { deckId: "asc" }],
      select: { role: true, createdAt: true, deck: { select: { id: true, name: true } } },
    }),
  ]);
  const exportedAt = new Date();
  const head = {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    account: { name: user.name, email: user.email, createdAt: user.createdAt.toISOString(), timeZone: user.timeZone },
    memberships: memberships.map((m) => ({ deckId: m.deck.id, deckName: m.deck.name, role: m.role, joinedAt: m.createdAt.toISOString() })),
  };
  const owned = memberships.filter((m) => m.role === "OWNER").map((m) => m.deck.id);

  async function* pieces(): AsyncGenerator<string> {
    yield `${JSON.stringify(head).slice(0, -1)},"decks":[`;
    let decksWritten = 0;
    for (const deckId of owned) {
      let started = false;
      for await (const piece of ownedDeckPieces(userId, deckId, exportedAt)) {
        if (!started) yield decksWritten === 0 ? "\n" : ",\n";
        started = true;
        yield piece;
      }
      if (started) decksWritten += 1;
    }
    yield "]}\n";
  }
  // Named by the day it was made in the account's own time.
  const day = calendarDayIn(exportedAt, user.timeZone ?? DEFAULT_TIME_ZONE);
  return { fileName: `Snap Legacy account ${day}.json`, stream: textStream(pieces()) };
}
