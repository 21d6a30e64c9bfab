import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import type { DeckRole } from "@/lib/generated/prisma/enums";
import { requireDeckRole } from "@/lib/decks/access";
import { acceptInvite, createInvite, inviteInfo, listInvites, revokeInvite } from "@/lib/decks/invites";
import { changeRole, LAST_OWNER, listMembers, removeMember } from "@/lib/decks/members";
import { cardStory, deckOverview } from "@/lib/decks/queries";
import { writeWords } from "@/lib/decks/write-words";
import { key, makeDeck, makeUser, refusal } from "./deck-helpers";

/** A deck of the owner's, by its id. */
async function makeDeckId(ownerId: string, name = "Kitchen table deck") {
  return (await makeDeck(ownerId, { name, players: ["Ada", "Bea"] })).deckId;
}

async function roleOf(userId: string, deckId: string): Promise<DeckRole | null> {
  const member = await db.deckMember.findUnique({ where: { deckId_userId: { deckId, userId } } });
  return member?.role ?? null;
}

async function invite(ownerId: string, deckId: string, role: DeckRole, expiresInDays = 7) {
  return createInvite(ownerId, { deckId, role, expiresInDays });
}

let owner: Awaited<ReturnType<typeof makeUser>>;
let guest: Awaited<ReturnType<typeof makeUser>>;
let deckId: string;

beforeEach(async () => {
  owner = await makeUser("Olive");
  guest = await makeUser("Gus");
  deckId = await makeDeckId(owner.id);
});

describe("invite links", () => {
  it("gives a 43-character token once and keeps only its sha256", async () => {
    const created = await invite(owner.id, deckId, "EDITOR");
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db.deckInvite.findUniqueOrThrow({ where: { id: created.inviteId } });
    expect(stored.tokenHash).not.toContain(created.token);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  });

  it("shows the deck, role and inviter, then joins the deck with the link's role", async () => {
    const { token } = await invite(owner.id, deckId, "EDITOR");
    expect(await inviteInfo(token)).toMatchObject({
      deckId,
      deckName: "Kitchen table deck",
      role: "EDITOR",
      inviterName: "Olive",
    });
    expect(await acceptInvite(guest.id, { token })).toEqual({ deckId, role: "EDITOR", joined: true });
    expect(await roleOf(guest.id, deckId)).toBe("EDITOR");
    expect(await requireDeckRole(guest.id, deckId, "EDITOR")).toBe("EDITOR");
  });

  it("refuses an expired link with a clear message and changes nothing", async () => {
    const { token, inviteId } = await invite(owner.id, deckId, "EDITOR");
    await db.deckInvite.update({ where: { id: inviteId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await refusal(inviteInfo(token))).toEqual({ status: 410, message: expect.stringContaining("expired") });
    expect(await refusal(acceptInvite(guest.id, { token }))).toEqual({ status: 410, message: expect.stringContaining("expired") });
    expect(await roleOf(guest.id, deckId)).toBeNull();
    expect(await listInvites(owner.id, deckId)).toEqual([]);
  });

  it("refuses a revoked link, and revoking twice is harmless", async () => {
    const { token, inviteId } = await invite(owner.id, deckId, "VIEWER");
    await revokeInvite(owner.id, { deckId, inviteId });
    await revokeInvite(owner.id, { deckId, inviteId });
    expect(await refusal(inviteInfo(token))).toEqual({ status: 410, message: expect.stringContaining("withdrawn") });
    expect(await refusal(acceptInvite(guest.id, { token }))).toEqual({ status: 410, message: expect.stringContaining("withdrawn") });
    expect(await roleOf(guest.id, deckId)).toBeNull();
  });

  it("says an unknown or mangled link doesn't work (404)", async () => {
    const { token } = await invite(owner.id, deckId, "VIEWER");
    const other = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const bad of [other, "not-a-token", ""]) {
      expect(await refusal(inviteInfo(bad))).toEqual({ status: 404, message: expect.stringContaining("doesn't work") });
      expect((await refusal(acceptInvite(guest.id, { token: bad }))).status).toBe(404);
    }
    expect(await roleOf(guest.id, deckId)).toBeNull();
  });

  it("accepting twice is fine: one membership, same role", async () => {
    const { token } = await invite(owner.id, deckId, "VIEWER");
    await acceptInvite(guest.id, { token });
    expect(await acceptInvite(guest.id, { token })).toEqual({ deckId, role: "VIEWER", joined: false });
    expect(await db.deckMember.count({ where: { deckId, userId: guest.id } })).toBe(1);
  });

  it("accepting two links at once still makes one membership", async () => {
    const first = await invite(owner.id, deckId, "VIEWER");
    const second = await invite(owner.id, deckId, "EDITOR");
    await Promise.all([acceptInvite(guest.id, { token: first.token }), acceptInvite(guest.id, { token: second.token })]);
    expect(await db.deckMember.count({ where: { deckId, userId: guest.id } })).toBe(1);
    expect(await roleOf(guest.id, deckId)).toBe("EDITOR");
  });

  it("keeps the higher role: an owner isn't downgraded by a viewer link, a viewer is raised by an editor link", async () => {
    const viewerLink = await invite(owner.id, deckId, "VIEWER");
    expect(await acceptInvite(owner.id, { token: viewerLink.token })).toEqual({ deckId, role: "OWNER", joined: false });
    expect(await roleOf(owner.id, deckId)).toBe("OWNER");

    await acceptInvite(guest.id, { token: viewerLink.token });
    const editorLink = await invite(owner.id, deckId, "EDITOR");
    expect(await acceptInvite(guest.id, { token: editorLink.token })).toEqual({ deckId, role: "EDITOR", joined: false });
    expect(await acceptInvite(guest.id, { token: viewerLink.token })).toEqual({ deckId, role: "EDITOR", joined: false });
    expect(await roleOf(guest.id, deckId)).toBe("EDITOR");
  });

  it("lists only the links that still work, to owners only", async () => {
    const kept = await invite(owner.id, deckId, "EDITOR", 30);
    const revoked = await invite(owner.id, deckId, "VIEWER", 1);
    await revokeInvite(owner.id, { deckId, inviteId: revoked.inviteId });
    const listed = await listInvites(owner.id, deckId);
    expect(listed.map((i) => i.id)).toEqual([kept.inviteId]);
    expect(listed[0]).toMatchObject({ role: "EDITOR", createdBy: { name: "Olive" } });

    await acceptInvite(guest.id, { token: kept.token });
    expect((await refusal(listInvites(guest.id, deckId))).status).toBe(403);
  });

  it("only owners can invite (403) or revoke; non-members get 404", async () => {
    const { token, inviteId } = await invite(owner.id, deckId, "EDITOR");
    await acceptInvite(guest.id, { token });
    const before = await db.deckInvite.count({ where: { deckId } });
    expect(await refusal(invite(guest.id, deckId, "OWNER"))).toEqual({ status: 403, message: expect.stringContaining("owners") });
    expect((await refusal(revokeInvite(guest.id, { deckId, inviteId }))).status).toBe(403);
    const stranger = await makeUser("Stan");
    expect((await refusal(invite(stranger.id, deckId, "VIEWER"))).status).toBe(404);
    expect(await db.deckInvite.count({ where: { deckId } })).toBe(before);
    expect((await db.deckInvite.findUniqueOrThrow({ where: { id: inviteId } })).revokedAt).toBeNull();
  });

  it("refuses an expiry outside 1 to 30 days, and an invite for another deck's id can't be revoked here", async () => {
    for (const days of [0, 31, 2.5]) {
      expect((await refusal(invite(owner.id, deckId, "VIEWER", days))).status).toBe(400);
    }
    const otherDeck = await makeDeckId(owner.id, "Holiday deck");
    const elsewhere = await invite(owner.id, otherDeck, "VIEWER");
    expect((await refusal(revokeInvite(owner.id, { deckId, inviteId: elsewhere.inviteId }))).status).toBe(404);
    expect((await db.deckInvite.findUniqueOrThrow({ where: { id: elsewhere.inviteId } })).revokedAt).toBeNull();
  });
});

describe("members", () => {
  async function join(user: { id: string }, role: DeckRole) {
    const { token } = await invite(owner.id, deckId, role);
    await acceptInvite(user.id, { token });
  }

  it("any member sees who is in the deck; emails only for owners", async () => {
    await join(guest, "VIEWER");
    const seenByGuest = await listMembers(guest.id, deckId);
    expect(seenByGuest.yourRole).toBe("VIEWER");
    expect(seenByGuest.deck.name).toBe("Kitchen table deck");
    expect(seenByGuest.members.map((m) => [m.name, m.role, m.isYou, m.email])).toEqual([
      ["Olive", "OWNER", false, null],
      ["Gus", "VIEWER", true, null],
    ]);
    const seenByOwner = await listMembers(owner.id, deckId);
    expect(seenByOwner.members.map((m) => m.email)).toEqual([owner.email, guest.email]);
    expect(seenByOwner.ownerCount).toBe(1);
  });

  it("an owner changes a member's role", async () => {
    await join(guest, "VIEWER");
    expect(await changeRole(owner.id, { deckId, memberUserId: guest.id, role: "EDITOR" })).toEqual({
      memberUserId: guest.id,
      role: "EDITOR",
    });
    expect(await roleOf(guest.id, deckId)).toBe("EDITOR");
    await changeRole(owner.id, { deckId, memberUserId: guest.id, role: "OWNER" });
    expect(await roleOf(guest.id, deckId)).toBe("OWNER");
    // With two owners, the first may step down.
    await changeRole(owner.id, { deckId, memberUserId: owner.id, role: "VIEWER" });
    expect(await roleOf(owner.id, deckId)).toBe("VIEWER");
  });

  it("only owners change roles (403), and nothing changes", async () => {
    await join(guest, "EDITOR");
    expect((await refusal(changeRole(guest.id, { deckId, memberUserId: guest.id, role: "OWNER" }))).status).toBe(403);
    expect((await refusal(changeRole(guest.id, { deckId, memberUserId: owner.id, role: "VIEWER" }))).status).toBe(403);
    expect(await roleOf(guest.id, deckId)).toBe("EDITOR");
    expect(await roleOf(owner.id, deckId)).toBe("OWNER");
  });

  it("an owner removes a member, who then can't see the deck", async () => {
    await join(guest, "EDITOR");
    expect(await removeMember(owner.id, { deckId, memberUserId: guest.id })).toEqual({ memberUserId: guest.id, left: false });
    expect(await roleOf(guest.id, deckId)).toBeNull();
    expect((await refusal(deckOverview(guest.id, deckId))).status).toBe(404);
  });

  it("a member may leave, but not remove others (403)", async () => {
    const third = await makeUser("Tia");
    await join(guest, "EDITOR");
    await join(third, "VIEWER");
    expect((await refusal(removeMember(guest.id, { deckId, memberUserId: third.id }))).status).toBe(403);
    expect(await roleOf(third.id, deckId)).toBe("VIEWER");
    expect(await removeMember(guest.id, { deckId, memberUserId: guest.id })).toEqual({ memberUserId: guest.id, left: true });
    expect(await roleOf(guest.id, deckId)).toBeNull();
  });

  it("the last owner can't leave, be demoted or be removed", async () => {
    await join(guest, "EDITOR");
    const lastOwner = { status: 409, message: LAST_OWNER };
    expect(LAST_OWNER).toBe("A deck needs at least one owner: make someone else an owner first.");
    expect(await refusal(removeMember(owner.id, { deckId, memberUserId: owner.id }))).toEqual(lastOwner);
    expect(await refusal(changeRole(owner.id, { deckId, memberUserId: owner.id, role: "EDITOR" }))).toEqual(lastOwner);
    expect(await roleOf(owner.id, deckId)).toBe("OWNER");

    // Once someone else is an owner, the first may leave; then the new one is the last owner.
    await changeRole(owner.id, { deckId, memberUserId: guest.id, role: "OWNER" });
    await removeMember(owner.id, { deckId, memberUserId: owner.id });
    expect(await roleOf(owner.id, deckId)).toBeNull();
    expect(await refusal(removeMember(guest.id, { deckId, memberUserId: guest.id }))).toEqual(lastOwner);
    expect(await refusal(changeRole(guest.id, { deckId, memberUserId: guest.id, role: "VIEWER" }))).toEqual(lastOwner);
  });

  it("an owner can't remove the last other owner either", async () => {
    await join(guest, "OWNER");
    await changeRole(guest.id, { deckId, memberUserId: owner.id, role: "EDITOR" });
    expect(await refusal(removeMember(guest.id, { deckId, memberUserId: guest.id }))).toEqual({ status: 409, message: LAST_OWNER });
    expect((await refusal(removeMember(owner.id, { deckId, memberUserId: guest.id }))).status).toBe(403);
    expect(await roleOf(guest.id, deckId)).toBe("OWNER");
  });

  it("two owners demoting each other at the same moment leave one owner", async () => {
    await join(guest, "OWNER");
    const results = await Promise.allSettled([
      changeRole(owner.id, { deckId, memberUserId: guest.id, role: "VIEWER" }),
      changeRole(guest.id, { deckId, memberUserId: owner.id, role: "VIEWER" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db.deckMember.count({ where: { deckId, role: "OWNER" } })).toBe(1);
  });

  it("two owners leaving at the same moment leave one owner", async () => {
    await join(guest, "OWNER");
    const results = await Promise.allSettled([
      removeMember(owner.id, { deckId, memberUserId: owner.id }),
      removeMember(guest.id, { deckId, memberUserId: guest.id }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db.deckMember.count({ where: { deckId, role: "OWNER" } })).toBe(1);
  });
});

describe("access to decks and cards", () => {
  it("someone outside the deck gets 404 for the deck, its members and its cards, even with real ids", async () => {
    const stranger = await makeUser("Stan");
    const card = await db.card.findFirstOrThrow({ where: { deckId } });
    const deckRefusal = await refusal(requireDeckRole(stranger.id, deckId, "VIEWER"));
    expect(deckRefusal.status).toBe(404);
    // The same answer as for a deck that doesn't exist, so ids can't be probed.
    expect(await refusal(requireDeckRole(stranger.id, "no-such-deck", "VIEWER"))).toEqual(deckRefusal);
    expect((await refusal(deckOverview(stranger.id, deckId))).status).toBe(404);
    expect((await refusal(cardStory(stranger.id, deckId, card.id))).status).toBe(404);
    expect((await refusal(listMembers(stranger.id, deckId))).status).toBe(404);
    expect((await refusal(changeRole(stranger.id, { deckId, memberUserId: owner.id, role: "VIEWER" }))).status).toBe(404);
    expect((await refusal(removeMember(stranger.id, { deckId, memberUserId: owner.id }))).status).toBe(404);
  });

  it("a card id from another deck is 404 through a deck the user is in", async () => {
    const strangersDeck = await makeDeckId(guest.id, "Gus's deck");
    const theirCard = await db.card.findFirstOrThrow({ where: { deckId: strangersDeck } });
    expect((await refusal(cardStory(owner.id, deckId, theirCard.id))).status).toBe(404);
    expect((await refusal(cardStory(owner.id, strangersDeck, theirCard.id))).status).toBe(404);
  });

  it("a viewer trying to write gets 403 and nothing is written; an editor can write", async () => {
    const { token } = await invite(owner.id, deckId, "VIEWER");
    await acceptInvite(guest.id, { token });
    const card = await db.card.findFirstOrThrow({ where: { deckId, word: null, status: "IN_DECK" } });
    const write = { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card.id, word: "Biscuit", playerId: null }] };

    expect(await refusal(writeWords(guest.id, write))).toEqual({ status: 403, message: expect.stringContaining("Viewers") });
    expect((await db.card.findUniqueOrThrow({ where: { id: card.id } })).word).toBeNull();
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(0);
    expect((await db.deck.findUniqueOrThrow({ where: { id: deckId } })).historySeq).toBe(0);

    await changeRole(owner.id, { deckId, memberUserId: guest.id, role: "EDITOR" });
    await writeWords(guest.id, write);
    expect((await db.card.findUniqueOrThrow({ where: { id: card.id } })).word).toBe("Biscuit");
  });

  it("someone outside the deck trying to write gets 404 and nothing is written", async () => {
    const card = await db.card.findFirstOrThrow({ where: { deckId, word: null } });
    const write = { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card.id, word: "Biscuit", playerId: null }] };
    expect((await refusal(writeWords(guest.id, write))).status).toBe(404);
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(0);
  });
});
