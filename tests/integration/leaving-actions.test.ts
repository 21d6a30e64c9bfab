import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { deleteAccountAction } from "@/app/account/actions/delete-account";
import { deleteDeckAction } from "@/app/account/actions/delete-deck";
import { handOverDeckAction } from "@/app/account/actions/hand-over-deck";
import { GET as downloadMyData } from "@/app/account/export/route";
import { WRONG_PASSWORD } from "@/lib/accounts/delete-account";
import { getCurrentUser } from "@/lib/auth/session";
import { signUp } from "@/lib/auth/sign-up";
import { db } from "@/lib/db/client";
import { makeDeck, makeMember, makeUser } from "./deck-helpers";

// Who is signed in is next-auth's business, read from the request's cookie; here it is set per test.
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: vi.fn() }));
// Outside a request, the request's headers are the app's own address.
vi.mock("next/headers", () => ({ headers: async () => new Headers({ host: "localhost:3000" }) }));
const signedIn = vi.mocked(getCurrentUser);

beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());

let olive: { id: string; name: string; email: string; timeZone: string | null };
const password = "olive likes snap";

beforeEach(async () => {
  const email = `olive.${crypto.randomUUID()}@example.com`;
  const created = await signUp({ name: "Olive", email, password });
  if (!created.ok) throw new Error("sign-up failed");
  olive = { id: created.userId, name: "Olive", email, timeZone: null };
  signedIn.mockResolvedValue(olive);
});

describe("the leaving actions check who is asking before anything else", () => {
  it("signed out, every one answers 401 and changes nothing", async () => {
    const { deckId } = await makeDeck(olive.id, { name: "Kept" });
    const gus = await makeMember(deckId, "Gus", "EDITOR");
    signedIn.mockResolvedValue(null);
    for (const result of [
      await deleteAccountAction({ confirmation: password }),
      await deleteDeckAction({ deckId, confirmName: "Kept" }),
      await handOverDeckAction({ deckId, memberUserId: gus.id }),
    ]) {
      expect(result).toMatchObject({ ok: false, status: 401 });
    }
    const response = await downloadMyData(new NextRequest("http://localhost:3000/account/export"));
    expect(response.status).toBe(401);
    expect(await db.deck.count({ where: { id: deckId } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: olive.id } })).deletedAt).toBeNull();
    expect(await db.deckMember.count({ where: { deckId, role: "OWNER" } })).toBe(1);
  });

  it("a body that isn't a form's fields is refused with a plain message", async () => {
    for (const result of [
      await deleteAccountAction("yes" as never),
      await deleteAccountAction({} as never),
      await deleteDeckAction({ deckId: "x".repeat(5000) } as never),
      await handOverDeckAction([1, 2] as never),
    ]) {
      expect(result).toMatchObject({ ok: false, status: 400 });
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: olive.id } })).deletedAt).toBeNull();
  });

  it("a wrong password is answered beside the field", async () => {
    expect(await deleteAccountAction({ confirmation: "wrong" })).toEqual({
      ok: false,
      status: 400,
      error: WRONG_PASSWORD,
      fields: { confirmation: WRONG_PASSWORD },
    });
  });

  it("refused while a deck is the person's alone, with the deck named", async () => {
    await makeDeck(olive.id, { name: "Only mine" });
    expect(await deleteAccountAction({ confirmation: password })).toEqual({
      ok: false,
      status: 409,
      error: "First hand over or delete the decks only you own: Only mine.",
    });
  });

  it("hand over, delete the other deck, then delete the account", async () => {
    const shared = await makeDeck(olive.id, { name: "Shared" });
    const gus = await makeMember(shared.deckId, "Gus", "VIEWER");
    const alone = await makeDeck(olive.id, { name: "Alone" });
    expect(await handOverDeckAction({ deckId: shared.deckId, memberUserId: gus.id })).toEqual({ ok: true, data: { memberUserId: gus.id } });
    expect(await deleteDeckAction({ deckId: alone.deckId, confirmName: "Alone" })).toEqual({ ok: true, data: { deckId: alone.deckId, name: "Alone" } });
    expect(await deleteAccountAction({ confirmation: password })).toEqual({ ok: true, data: { deleted: true } });
  });
});

describe("downloading your data", () => {
  it("is a JSON attachment, never cached", async () => {
    const user = await makeUser("Vera");
    signedIn.mockResolvedValue(user);
    const response = await downloadMyData(new NextRequest("http://localhost:3000/account/export"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="Snap Legacy account \d{4}-\d{2}-\d{2}\.json"/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(await response.text())).toMatchObject({ account: { name: "Vera", email: user.email }, decks: [] });
  });
});
