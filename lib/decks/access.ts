import { z } from "zod";
import { db } from "@/lib/db/client";
import type { DeckRole } from "@/lib/generated/prisma/enums";
import { forbidden, notFound } from "./errors";
import { parseInput } from "./parse-input";
import { NEEDS, roleAtLeast } from "./roles";

export async function deckRole(userId: string, deckId: string): Promise<DeckRole | null> {
  const member = await db.deckMember.findUnique({
    where: { deckId_userId: { deckId, userId } },
    select: { role: true },
  });
  return member?.role ?? null;
}

/**
 * Every page, action and route about a deck starts here. Someone who isn't a member gets "not
 * found" (404), so deck ids can't be probed; a member with too low a role gets 403.
 */
export async function requireDeckRole(userId: string, deckId: string, minimum: DeckRole, what?: string): Promise<DeckRole> {
  return checkRole(await deckRole(userId, deckId), minimum, what);
}

/**
 * requireDeckRole, with the deck's time zone read in the same query: for reads that group by the
 * deck's days or fall back to its zone for a reader whose own isn't known yet.
 */
export async function requireDeckRoleWithZone(userId: string, deckId: string, minimum: DeckRole, what?: string): Promise<{ role: DeckRole; timeZone: string }> {
  const member = await db.deckMember.findUnique({
    where: { deckId_userId: { deckId, userId } },
    select: { role: true, deck: { select: { timeZone: true } } },
  });
  const role = checkRole(member?.role ?? null, minimum, what);
  return { role, timeZone: member!.deck.timeZone };
}

/** A member's role, checked: not a member is 404 (so deck ids can't be probed), too low a role 403. */
export function checkRole(role: DeckRole | null, minimum: DeckRole, what?: string): DeckRole {
  if (!role) throw notFound(what);
  if (!roleAtLeast(role, minimum)) throw forbidden(NEEDS[minimum]);
  return role;
}

const NO_DECK = "That request doesn't say which deck it is about.";
const deckRefSchema = z.object({ deckId: z.string({ error: NO_DECK }).min(1, { error: NO_DECK }).max(100, { error: NO_DECK }) });

/** The deck a request is about, and the asker's role on it (null when they aren't a member). */
export interface DeckMembership {
  deckId: string;
  role: DeckRole | null;
}

export interface DeckAccess<S extends z.ZodType, F extends DeckMembership = DeckMembership> {
  /** The input, parsed by the operation's schema (only ever after the role check passed). */
  input: z.output<S>;
  deckId: string;
  role: DeckRole;
  /** What findDeck found (the deck and role alone without it). */
  found: F;
}

export interface DeckAccessOptions<S extends z.ZodType, F extends DeckMembership = DeckMembership> {
  schema: S;
  role: DeckRole;
  /**
   * Where the deck is named when the input has no deckId (a game's moves name only the game):
   * returns the deck and the user's role on it, read together (with whatever else the operation
   * needs from the same row), or null when the thing doesn't exist or the user can't see it.
   * Refused the same way as a deck the user isn't in, so its ids can't be probed either.
   */
  findDeck?: (userId: string, raw: unknown) => Promise<F | null>;
  /** Says what wasn't found ("That game"), for the 404. */
  what?: string;
}

/**
 * The one way into a deck operation: reads only which deck the input is about, checks the user's
 * role on that deck, and only then parses the rest. So someone outside the deck gets the same 404
 * whatever they send, a member with too low a role gets 403, and only a member with the role gets
 * to hear what is wrong with their input (400). Operations get their typed input from here alone,
 * so none can skip the check.
 */
export async function deckAccess<S extends z.ZodType, F extends DeckMembership = DeckMembership>(
  userId: string,
  rawInput: unknown,
  options: DeckAccessOptions<S, F>,
): Promise<DeckAccess<S, F>> {
  const found = options.findDeck ? await options.findDeck(userId, rawInput) : await membership(userId, parseInput(deckRefSchema, rawInput, NO_DECK).deckId);
  if (found === null) throw notFound(options.what);
  const role = checkRole(found.role, options.role, options.what);
  const input = parseInput(options.schema, rawInput);
  return { input, deckId: found.deckId, role, found: found as F };
}

async function membership(userId: string, deckId: string): Promise<DeckMembership> {
  return { deckId, role: await deckRole(userId, deckId) };
}
