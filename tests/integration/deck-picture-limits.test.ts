import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as uploadRoute } from "@/app/decks/[deckId]/design/pictures/route";
import { getCurrentUser } from "@/lib/auth/session";
import { uploadCardPicture } from "@/lib/designs/upload-card-picture";
import { normaliseCardPicture } from "@/lib/images/normalise-card-picture";
import { HTML_FILE, plainPicture } from "../unit/images/pictures";
import { designState, makeCustomDeck } from "./card-designs-helpers";
import { key, makeMember, makeUser, refusal } from "./deck-helpers";

// The deck's limits, made small enough to reach in a test (the rule is the same at any size).
const limits = vi.hoisted(() => ({ kept: 2, keptBytes: 100 * 1024 * 1024, uploads: { count: 4, windowMs: 60 * 60 * 1000, what: "picture uploads" } }));
vi.mock("@/lib/limits/limits", async (original) => ({ ...(await original<typeof import("@/lib/limits/limits")>()), DECK_PICTURES: limits }));

// Who is signed in is next-auth's business, read from the request's cookie; here it is set per test.
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: vi.fn() }));
const signedIn = vi.mocked(getCurrentUser);

type SetTarget = { kind: "set"; label: string };
const cats: SetTarget = { kind: "set", label: "Cats" };
const dogs: SetTarget = { kind: "set", label: "Dogs" };
const owls: SetTarget = { kind: "set", label: "Owls" };

let owner: Awaited<ReturnType<typeof makeUser>>;
let deckId: string;

beforeEach(async () => {
  Object.assign(limits, { kept: 2, keptBytes: 100 * 1024 * 1024 });
  owner = await makeUser("Mum");
  deckId = (await makeCustomDeck(owner.id)).deckId;
  signedIn.mockResolvedValue(owner);
});

const upload = async (target: SetTarget, bytes: Uint8Array) => uploadCardPicture(owner.id, { deckId, bytes, target, requestKey: key() });

function uploadThroughRoute(bytes: Uint8Array, target: SetTarget) {
  const form = new FormData();
  form.set("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "picture.png");
  form.set("target", JSON.stringify(target));
  form.set("requestKey", key());
  return uploadRoute(
    new NextRequest(`http://localhost:3000/decks/${deckId}/design/pictures`, { method: "POST", body: form, headers: { host: "localhost:3000", origin: "http://localhost:3000" } }),
    { params: Promise.resolve({ deckId }) },
  );
}

describe("a deck's pictures", () => {
  it("are at most so many: one more is refused with the limit and changes nothing, while a picture that replaces one fits", async () => {
    await upload(cats, await plainPicture(800, 1000, "#aa0000"));
    await upload(dogs, await plainPicture(800, 1000, "#00aa00"));
    const before = await designState(deckId);

    const refused = await uploadThroughRoute(await plainPicture(800, 1000, "#0000aa"), owls);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: "This deck already keeps 2 pictures, the most one deck may. Nothing was changed; take a picture off some cards first (a picture no card shows any more is let go), or put one picture on several cards.",
    });
    expect(await designState(deckId)).toEqual(before);

    // A new picture for the cats takes the place of theirs, which no card shows any more.
    expect((await uploadThroughRoute(await plainPicture(800, 1000, "#0000aa"), cats)).status).toBe(200);
    expect(await designState(deckId)).toMatchObject({ pictures: 2, arts: 3 });
  });

  it("take at most so many bytes in all: a picture that would pass them is refused with the limit and changes nothing", async () => {
    const picture = await plainPicture(1600, 2000, "#aa0000");
    const normalised = await normaliseCardPicture(picture);
    if (!normalised.ok) throw new Error(normalised.message);
    limits.kept = 10;
    limits.keptBytes = Math.floor(normalised.bytes.length * 1.5);
    await upload(cats, picture);
    const before = await designState(deckId);

    const refused = await refusal(upload(dogs, await plainPicture(1600, 2000, "#00aa00")));
    expect(refused.status).toBe(413);
    expect(refused.message).toMatch(/^This deck's pictures would take \d+\.\d MB, more than the \d+(\.\d+)? MB one deck may keep\. Nothing was changed; take a picture off some cards first, or choose a smaller picture\.$/);
    expect(await designState(deckId)).toEqual(before);
  });

  it("are uploaded at most so many times an hour, whoever sends them: the next is refused with the limit and when to try again", async () => {
    const editor = await makeMember(deckId, "Sam", "EDITOR");
    // Refused uploads count too: each cost the work of reading a file.
    for (let i = 0; i < 2; i++) expect((await uploadThroughRoute(HTML_FILE, cats)).status).toBe(400);
    for (let i = 0; i < 2; i++) await upload(cats, await plainPicture(800, 1000));
    const before = await designState(deckId);

    signedIn.mockResolvedValue(editor);
    const refused = await uploadThroughRoute(await plainPicture(800, 1000), dogs);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^This deck has taken 4 picture uploads in the last hour, the most one deck may\. Nothing was changed; try again in \d+ minutes\.$/,
    );
    expect(await designState(deckId)).toEqual(before);
  });
});
