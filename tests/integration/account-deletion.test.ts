import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FieldsError } from "@/lib/actions/problem";
import { deleteAccount, FORMER_MEMBER, formerMemberEmail, SoleOwnerError, WRONG_EMAIL, WRONG_PASSWORD } from "@/lib/accounts/delete-account";
import { handOverDeck } from "@/lib/accounts/hand-over-deck";
import { soleOwnedDecks } from "@/lib/accounts/sole-owned-decks";
import { signUp } from "@/lib/auth/sign-up";
import { verifyCredentials } from "@/lib/auth/verify-credentials";
import { db } from "@/lib/db/client";
import { writeWords } from "@/lib/decks/write-words";
import { exportDeckJson } from "@/lib/history/export/export-deck-json";
import { exportHistoryCsv } from "@/lib/history/export/export-history-csv";
import { readText } from "@/lib/history/export/text-stream";
import { timelinePage } from "@/lib/history/timeline";
import { AuthEndpoints } from "./auth-endpoints";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

let clients = 0;
/** Each deletion asks from an address of its own, so one test's throttle doesn't reach another. */
const address = () => `198.51.100.${++clients}`;

async function account(name: string, password = `${name}'s password`) {
  const email = `${name.toLowerCase()}.${randomUUID()}@example.com`;
  const result = await signUp({ name, email, password });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return { id: result.userId, email, password };
}

/** What the deletion threw (fails the test if it didn't). */
async function thrown(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => expect.fail("expected a refusal, but the account was deleted"),
    (error: unknown) => error,
  );
}

const userRow = (id: string) => db.user.findUniqueOrThrow({ where: { id } });

/** Olive's deck, which Gus (an editor) and Olive both wrote on, then handed over to Gus. */
async function sharedDeckHandedOver(olive: { id: string }) {
  const gus = await makeUser("Gus");
  const { deckId, cards, players } = await makeDeck(olive.id, { name: "Kitchen deck", players: ["Mum", "Sam"] });
  await db.deckMember.create({ data: { deckId, userId: gus.id, role: "EDITOR" } });
  await writeWords(olive.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[0]!.id, word: "Owl", playerId: players[0]!.id }] });
  await writeWords(gus.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[1]!.id, word: "Fox", playerId: players[1]!.id }] });
  await handOverDeck(olive.id, { deckId, memberUserId: gus.id });
  return { gus, deckId };
}

describe("deleting an account", () => {
  it("keeps every word event as it was, and the histories say a former member recorded theirs", async () => {
    const olive = await account("Olive");
    const { gus, deckId } = await sharedDeckHandedOver(olive);
    const events = () => db.wordEvent.findMany({ where: { deckId }, orderBy: { seq: "asc" } });
    const before = await events();

    expect(await deleteAccount(olive.id, { confirmation: olive.password }, address())).toEqual({ deleted: true });

    expect(await events()).toEqual(before);
    const timeline = await timelinePage(gus.id, deckId, {});
    expect(timeline.events.map((e) => (e.story === "word" ? [e.word, e.recordedByName, e.player?.name] : e.description))).toEqual([
      ["Fox", "Gus", "Sam"],
      ["Owl", FORMER_MEMBER, "Mum"],
    ]);
    const csv = await readText((await exportHistoryCsv(gus.id, deckId)).stream);
    // player, written by, recorded by
    expect(csv).toContain(`,Owl,,Mum,Mum,${FORMER_MEMBER},`);
    const json = JSON.parse(await readText((await exportDeckJson(gus.id, deckId)).stream));
    expect(json.events.map((e: { word: string; recordedBy: string }) => [e.word, e.recordedBy])).toEqual([
      ["Owl", FORMER_MEMBER],
      ["Fox", "Gus"],
    ]);
    expect(json.members).toEqual([{ name: "Gus", role: "OWNER" }]);
  });

  it("keeps the row as a nameless tombstone and removes what was only the person's", async () => {
    const olive = await account("Olive");
    const { deckId } = await sharedDeckHandedOver(olive);
    const room = await db.onlineRoom.create({ data: { deckId, code: randomUUID().slice(0, 8), hostId: olive.id, setup: {} } });
    await db.roomSeat.create({ data: { roomId: room.id, seatId: "seat-1", userId: olive.id } });
    await db.passwordReset.create({ data: { tokenHash: randomUUID(), userId: olive.id, expiresAt: new Date(Date.now() + 60_000) } });
    await db.emailChange.create({ data: { tokenHash: randomUUID(), userId: olive.id, newEmail: "new@example.com", expiresAt: new Date(Date.now() + 60_000) } });
    await db.userSession.create({ data: { userId: olive.id, userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" } });

    await deleteAccount(olive.id, { confirmation: olive.password }, address());

    const row = await userRow(olive.id);
    expect(row).toMatchObject({ name: FORMER_MEMBER, email: formerMemberEmail(olive.id), passwordHash: null });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await db.userSession.count({ where: { userId: olive.id } })).toBe(0);
    expect(await db.deckMember.count({ where: { userId: olive.id } })).toBe(0);
    expect(await db.passwordReset.count({ where: { userId: olive.id } })).toBe(0);
    expect(await db.emailChange.count({ where: { userId: olive.id } })).toBe(0);
    expect(await db.roomSeat.findUniqueOrThrow({ where: { roomId_seatId: { roomId: room.id, seatId: "seat-1" } } })).toMatchObject({ userId: null });
    // The room it hosted stays the deck's.
    expect(await db.onlineRoom.count({ where: { id: room.id, hostId: olive.id } })).toBe(1);
  });

  it("a second request changes nothing", async () => {
    const olive = await account("Olive");
    await deleteAccount(olive.id, { confirmation: olive.password }, address());
    const first = await userRow(olive.id);
    expect(await deleteAccount(olive.id, { confirmation: olive.password }, address())).toEqual({ deleted: true });
    expect(await userRow(olive.id)).toEqual(first);
  });

  it("signs the account out everywhere, and its password no longer signs in", async () => {
    const olive = await account("Olive");
    const device = new AuthEndpoints();
    expect(await device.signIn(olive.email, olive.password)).toEqual({ ok: true, error: null });
    expect(await device.sessionUserId()).toBe(olive.id);

    await deleteAccount(olive.id, { confirmation: olive.password }, address());

    expect(await device.sessionUserId()).toBeNull();
    expect((await verifyCredentials({ email: olive.email, password: olive.password }, address())).ok).toBe(false);
    expect((await new AuthEndpoints().signIn(olive.email, olive.password)).ok).toBe(false);
  });

  it("the same email can sign up again, as a new account with nothing of the old one", async () => {
    const olive = await account("Olive");
    await sharedDeckHandedOver(olive);
    await deleteAccount(olive.id, { confirmation: olive.password }, address());
    const again = await signUp({ name: "Olive", email: olive.email, password: "a brand new password" });
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.userId).not.toBe(olive.id);
    expect(await db.deckMember.count({ where: { userId: again.userId } })).toBe(0);
    expect((await verifyCredentials({ email: olive.email, password: "a brand new password" }, address())).ok).toBe(true);
  });
});

describe("deleting an account is refused, and changes nothing", () => {
  it("while the person alone owns a deck: the answer lists those decks", async () => {
    const olive = await account("Olive");
    const alone = await makeDeck(olive.id, { name: "Only mine" });
    const shared = await makeDeck(olive.id, { name: "Shared, not handed over" });
    const gus = await makeMember(shared.deckId, "Gus", "VIEWER");
    const coOwned = await makeDeck(olive.id, { name: "Co-owned" });
    await makeMember(coOwned.deckId, "Cora", "OWNER");
    const before = await userRow(olive.id);

    const error = await thrown(deleteAccount(olive.id, { confirmation: olive.password }, address()));

    expect(error).toBeInstanceOf(SoleOwnerError);
    const refused = error as SoleOwnerError;
    expect(refused.status).toBe(409);
    expect(refused.message).toBe("First hand over or delete the decks only you own: Only mine, Shared, not handed over.");
    expect(refused.decks).toEqual([
      { id: alone.deckId, name: "Only mine", others: [] },
      { id: shared.deckId, name: "Shared, not handed over", others: [{ userId: gus.id, name: "Gus", role: "VIEWER" }] },
    ]);
    expect(await userRow(olive.id)).toEqual(before);
    expect(await db.deckMember.count({ where: { userId: olive.id } })).toBe(3);
  });

  it("with the wrong password, or none", async () => {
    const olive = await account("Olive");
    const before = await userRow(olive.id);
    for (const confirmation of ["not my password", "", olive.email]) {
      const error = await thrown(deleteAccount(olive.id, { confirmation }, address()));
      expect(error).toBeInstanceOf(FieldsError);
      expect((error as FieldsError).fields).toEqual({ confirmation: WRONG_PASSWORD });
    }
    expect((await thrown(deleteAccount(olive.id, { confirmation: 42 }, address())))).toBeInstanceOf(FieldsError);
    expect(await userRow(olive.id)).toEqual(before);
  });

  it("an account without a password (signed up through GitHub or Google) confirms with its email instead", async () => {
    const oauth = await makeUser("Otto");
    const error = await thrown(deleteAccount(oauth.id, { confirmation: "someone@example.com" }, address()));
    expect((error as FieldsError).fields).toEqual({ confirmation: WRONG_EMAIL });
    expect((await userRow(oauth.id)).deletedAt).toBeNull();
    expect(await deleteAccount(oauth.id, { confirmation: ` ${oauth.email.toUpperCase()} ` }, address())).toEqual({ deleted: true });
    expect((await userRow(oauth.id)).deletedAt).toBeInstanceOf(Date);
  });

  it("guessing the password is slowed down as signing in is", async () => {
    const olive = await account("Olive");
    const from = address();
    for (let i = 0; i < 5; i += 1) await thrown(deleteAccount(olive.id, { confirmation: `guess ${i}` }, from));
    const error = await thrown(deleteAccount(olive.id, { confirmation: olive.password }, from));
    expect((error as FieldsError).fields.confirmation).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect((await userRow(olive.id)).deletedAt).toBeNull();
  });

  it("when the two owners of a deck both delete their accounts at once, one of them is refused: the deck keeps an owner", async () => {
    const olive = await account("Olive");
    const cora = await account("Cora");
    const { deckId } = await makeDeck(olive.id, { name: "Ours" });
    await db.deckMember.create({ data: { deckId, userId: cora.id, role: "OWNER" } });

    const results = await Promise.allSettled([
      deleteAccount(olive.id, { confirmation: olive.password }, address()),
      deleteAccount(cora.id, { confirmation: cora.password }, address()),
    ]);

    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.reason).toBeInstanceOf(SoleOwnerError);
    expect(await db.deckMember.count({ where: { deckId, role: "OWNER" } })).toBe(1);
  });
});

describe("handing a deck over", () => {
  it("makes the chosen member an owner, so the deck is no longer the person's alone", async () => {
    const olive = await makeUser("Olive");
    const { deckId } = await makeDeck(olive.id, { name: "Kitchen deck" });
    const gus = await makeMember(deckId, "Gus", "VIEWER");
    expect(await soleOwnedDecks(olive.id)).toHaveLength(1);
    expect(await handOverDeck(olive.id, { deckId, memberUserId: gus.id })).toEqual({ memberUserId: gus.id });
    expect(await db.deckMember.findUniqueOrThrow({ where: { deckId_userId: { deckId, userId: gus.id } } })).toMatchObject({ role: "OWNER" });
    expect(await soleOwnedDecks(olive.id)).toEqual([]);
    // Twice changes nothing.
    expect(await handOverDeck(olive.id, { deckId, memberUserId: gus.id })).toEqual({ memberUserId: gus.id });
  });

  it("only to a member of that deck: someone of another deck, or nobody, is refused", async () => {
    const olive = await makeUser("Olive");
    const { deckId } = await makeDeck(olive.id);
    const other = await makeDeck(olive.id, { name: "Other deck" });
    const elsewhere = await makeMember(other.deckId, "Elsa", "EDITOR");
    expect(await refusal(handOverDeck(olive.id, { deckId, memberUserId: elsewhere.id }))).toEqual({
      status: 404,
      message: "That member doesn't exist, or isn't shared with you.",
    });
    expect((await refusal(handOverDeck(olive.id, { deckId, memberUserId: "" }))).status).toBe(400);
    expect((await refusal(handOverDeck(olive.id, { deckId, memberUserId: olive.id }))).status).toBe(400);
    expect(await db.deckMember.count({ where: { userId: elsewhere.id, deckId } })).toBe(0);
  });

  it("only by an owner: an editor can't make themselves or anyone owner", async () => {
    const olive = await makeUser("Olive");
    const { deckId } = await makeDeck(olive.id);
    const editor = await makeMember(deckId, "Ed", "EDITOR");
    const viewer = await makeMember(deckId, "Vi", "VIEWER");
    expect((await refusal(handOverDeck(editor.id, { deckId, memberUserId: viewer.id }))).status).toBe(403);
    expect((await refusal(handOverDeck(editor.id, { deckId, memberUserId: editor.id }))).status).toBe(403);
    expect(await db.deckMember.count({ where: { deckId, role: "OWNER" } })).toBe(1);
  });

  it("an owner of one deck can't hand over another's deck by sending its id", async () => {
    const olive = await makeUser("Olive");
    const { deckId } = await makeDeck(olive.id);
    const victim = await makeMember(deckId, "Vic", "VIEWER");
    const mallory = await makeUser("Mallory");
    await makeDeck(mallory.id, { name: "Mallory's deck" });
    expect((await refusal(handOverDeck(mallory.id, { deckId, memberUserId: victim.id }))).status).toBe(404);
    expect((await refusal(handOverDeck(mallory.id, { deckId, memberUserId: mallory.id }))).status).toBe(404);
    expect(await db.deckMember.count({ where: { deckId, role: "OWNER" } })).toBe(1);
  });
});
