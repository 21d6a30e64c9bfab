import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { db } from "@/lib/db/client";
import { createDeck } from "@/lib/decks/create-deck";
import { DeckError } from "@/lib/decks/errors";
import type { DeckRole } from "@/lib/generated/prisma/enums";
import { IMPORT_PATH, importRequest } from "@/lib/history/import/import-upload";

export async function makeUser(name: string) {
  return db.user.create({ data: { name, email: `${name.toLowerCase()}.${randomUUID()}@example.com` } });
}

export const key = () => randomUUID();

/** The import route's request for this file, as the import form sends it (from this app's own origin unless told). */
export const importUpload = (file: string | Blob, headers: Record<string, string> = {}, requestKey = key()) =>
  new NextRequest(`http://localhost:3000${IMPORT_PATH}`, importRequest(file, requestKey, { host: "localhost:3000", origin: "http://localhost:3000", ...headers }));

interface DeckOptions {
  players?: string[];
  start?: "setup" | "existing";
  missing?: string[];
  name?: string;
}

/** A request to create a standard deck ("The Kitchen Deck", players Mum and Sam unless told), with a request key of its own. */
export function deckInput(options: DeckOptions = {}) {
  return {
    requestKey: key(),
    name: options.name ?? "The Kitchen Deck",
    composition: { kind: "standard" as const, missing: options.missing ?? [] },
    players: (options.players ?? ["Mum", "Sam"]).map((name, i) => ({ name, colour: i % 2 ? "#1d5c3f" : "#b42318" })),
    start: options.start ?? "existing",
  };
}

export async function makeDeck(ownerId: string, options: DeckOptions = {}) {
  const { deckId } = await createDeck(ownerId, deckInput(options));
  const cards = await db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } });
  const deckPlayers = await db.player.findMany({ where: { deckId }, orderBy: { position: "asc" } });
  return { deckId, cards, players: deckPlayers };
}

/** A new user who is a member of the deck with this role. */
export async function makeMember(deckId: string, name: string, role: DeckRole) {
  const user = await makeUser(name);
  await db.deckMember.create({ data: { deckId, userId: user.id, role } });
  return user;
}

/**
 * The refusal a deck operation answered with: its status and message. Fails the test when the
 * operation succeeded, or failed some other way.
 */
export async function refusal(work: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof DeckError) return { status: error.status, message: error.message };
  throw new Error(error === null ? "expected a refusal, but the operation succeeded" : `expected a refusal, but it failed with ${String(error)}`);
}
