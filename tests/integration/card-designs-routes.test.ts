import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as showArt } from "@/app/decks/[deckId]/art/[artId]/route";
import { GET as showPicture } from "@/app/decks/[deckId]/design/pictures/[pictureId]/route";
import { POST as uploadPicture } from "@/app/decks/[deckId]/design/pictures/route";
import { getCurrentUser } from "@/lib/auth/session";
import { uploadCardPicture } from "@/lib/designs/upload-card-picture";
import { CARD_PICTURE_MAX_BYTES } from "@/lib/images/normalise-card-picture";
import { HTML_FILE, plainPicture, sidewaysPhoto } from "../unit/images/pictures";
import { designState, makeCustomDeck } from "./card-designs-helpers";
import { key, makeMember, makeUser } from "./deck-helpers";

// Who is signed in is next-auth's business, read from the request's cookie; here it is set per test.
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: vi.fn() }));
const signedIn = vi.mocked(getCurrentUser);

const HOST = { host: "localhost:3000", origin: "http://localhost:3000" };
let owner: Awaited<ReturnType<typeof makeUser>>;
let deckId: string;

beforeEach(async () => {
  owner = await makeUser("Mum");
  deckId = (await makeCustomDeck(owner.id)).deckId;
  signedIn.mockResolvedValue(owner);
});

function upload(file: Blob, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("image", file, "picture.jpg");
  form.set("target", JSON.stringify({ kind: "set", label: "Cats" }));
  form.set("requestKey", key());
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return uploadPicture(new NextRequest(`http://localhost:3000/decks/${deckId}/design/pictures`, { method: "POST", body: form, headers: HOST }), {
    params: Promise.resolve({ deckId }),
  });
}

const get = (path: string) => new NextRequest(`http://localhost:3000${path}`, { headers: { host: "localhost:3000" } });

describe("uploading a card picture", () => {
  it("takes a photo from the app's page and answers with the change", async () => {
    const response = await upload(new Blob([new Uint8Array(await sidewaysPhoto())], { type: "image/jpeg" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ artId: expect.any(String), pictureId: expect.any(String), seq: 1 });
    expect(await designState(deckId)).toMatchObject({ pictures: 1, arts: 1, events: 4 });
  });

  it("judges a file by its bytes, not by the type it claims: a web page sent as image/jpeg is refused and changes nothing", async () => {
    const response = await upload(new Blob([new Uint8Array(HTML_FILE)], { type: "image/jpeg" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The picture must be a PNG or JPEG (a photo or a scanned drawing)." });
    expect(await designState(deckId)).toMatchObject({ pictures: 0, arts: 0, events: 0 });
  });

  it("stops reading a file larger than a picture may be (413) and changes nothing", async () => {
    const response = await upload(new Blob([new Uint8Array(CARD_PICTURE_MAX_BYTES + 100 * 1024).fill(0xff)], { type: "image/jpeg" }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "That file is too large: a card picture can be at most 10 MB." });
    expect(await designState(deckId)).toMatchObject({ pictures: 0, events: 0 });
  });

  it("refuses a target that isn't JSON, with a clear message", async () => {
    const response = await upload(new Blob([new Uint8Array(await plainPicture(800, 1000))], { type: "image/png" }), { target: "Cats" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Choose a set, or cards, for the picture." });
    expect(await designState(deckId)).toMatchObject({ pictures: 0, events: 0 });
  });

  it("refuses a viewer (403) and a stranger (404) before reading a byte of the upload, and one from another site", async () => {
    let read = false;
    const watched = () => {
      // highWaterMark 0: the stream is only pulled when someone reads it.
      const body = new ReadableStream(
        {
          pull(controller) {
            read = true;
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      const headers = { ...HOST, "content-type": "multipart/form-data; boundary=snap" };
      return uploadPicture(new NextRequest(`http://localhost:3000/decks/${deckId}/design/pictures`, { method: "POST", body, headers, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]), {
        params: Promise.resolve({ deckId }),
      });
    };
    signedIn.mockResolvedValue(await makeMember(deckId, "Vic", "VIEWER"));
    expect((await watched()).status).toBe(403);
    signedIn.mockResolvedValue(await makeUser("Stan"));
    expect((await watched()).status).toBe(404);
    expect(read).toBe(false);
    // The owner's request is read (and, empty, refused): the watch does see reads.
    signedIn.mockResolvedValue(owner);
    expect((await watched()).status).toBe(400);
    expect(read).toBe(true);
    const file = new Blob([new Uint8Array(await plainPicture(800, 1000))], { type: "image/png" });
    signedIn.mockResolvedValue(owner);
    const form = new FormData();
    form.set("image", file);
    const forged = await uploadPicture(
      new NextRequest(`http://localhost:3000/decks/${deckId}/design/pictures`, { method: "POST", body: form, headers: { host: "localhost:3000", origin: "http://evil.example" } }),
      { params: Promise.resolve({ deckId }) },
    );
    expect(forged.status).toBe(403);
    expect(await designState(deckId)).toMatchObject({ pictures: 0, events: 0 });
  });
});

describe("showing pictures", () => {
  it("shows a viewer the crop and the uploaded picture, cached for good; a stranger and another deck's ids get 404", async () => {
    const { artId, pictureId } = await uploadCardPicture(owner.id, { deckId, bytes: await plainPicture(800, 1000), target: { kind: "set", label: "Cats" }, requestKey: key() });
    signedIn.mockResolvedValue(await makeMember(deckId, "Vic", "VIEWER"));
    for (const response of [
      await showArt(get(`/decks/${deckId}/art/${artId}`), { params: Promise.resolve({ deckId, artId: artId! }) }),
      await showPicture(get(`/decks/${deckId}/design/pictures/${pictureId}`), { params: Promise.resolve({ deckId, pictureId: pictureId! }) }),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      expect(response.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    }

    const other = await makeCustomDeck(owner.id);
    signedIn.mockResolvedValue(owner);
    const elsewhere = await showArt(get(`/decks/${other.deckId}/art/${artId}`), { params: Promise.resolve({ deckId: other.deckId, artId: artId! }) });
    expect(elsewhere.status).toBe(404);
    signedIn.mockResolvedValue(await makeUser("Stan"));
    expect((await showArt(get(`/decks/${deckId}/art/${artId}`), { params: Promise.resolve({ deckId, artId: artId! }) })).status).toBe(404);
    expect((await showPicture(get(`/decks/${deckId}/design/pictures/${pictureId}`), { params: Promise.resolve({ deckId, pictureId: pictureId! }) })).status).toBe(404);
  });
});
