// What the built app answers to requests no page sends: each a plain sentence with a 400 or 403,
// never Next.js's bare 500; and uploads that nothing reads in full before their routes do.
import { describe, expect, inject, it } from "vitest";
import { CROSS_ORIGIN_REFUSED } from "@/lib/actions/request-origin";
import { BAD_ESCAPES, NUL_IN_ADDRESS } from "@/lib/http/address-check";

const baseUrl = inject("baseUrl");
const own = new URL(baseUrl);

async function answer(path: string, init: RequestInit = {}) {
  const response = await fetch(new URL(path, baseUrl), { redirect: "manual", ...init });
  return { status: response.status, type: response.headers.get("content-type"), text: (await response.text()).trim(), headers: response.headers };
}

/** A server action's request as Next.js's client sends one (the action id need not exist: the refusal comes first). */
const serverAction = (headers: Record<string, string>) =>
  answer("/sign-in", { method: "POST", headers: { "Next-Action": "7f".padEnd(42, "0"), "Content-Type": "text/plain;charset=UTF-8", ...headers }, body: "[]" });

describe("addresses no page can answer", () => {
  it("a NUL in a timeline filter is answered 400 with a plain message", async () => {
    for (const filter of ["q", "player", "card", "game"]) {
      expect(await answer(`/decks/d1/history?${filter}=a%00b`)).toMatchObject({ status: 400, type: "text/plain; charset=utf-8", text: NUL_IN_ADDRESS });
    }
  });

  it("a NUL in an id of the live stream's or a picture's address is answered 400 with a plain message", async () => {
    for (const path of ["/api/decks/d%00/table/g/live", "/api/decks/d/table/g%00/live", "/decks/d/art/a%00", "/online/r%00/art/a"]) {
      expect(await answer(path), path).toMatchObject({ status: 400, text: NUL_IN_ADDRESS });
    }
  });

  it("a path whose escapes aren't UTF-8 is answered 400 with a plain message", async () => {
    expect(await answer("/join/%ED%A0%80")).toMatchObject({ status: 400, type: "text/plain; charset=utf-8", text: BAD_ESCAPES });
  });
});

describe("server actions posted by another site's page", () => {
  it("a cross-origin server action is answered 403 with a plain message", async () => {
    expect(await serverAction({ Origin: "http://attacker.example" })).toMatchObject({ status: 403, type: "text/plain; charset=utf-8", text: CROSS_ORIGIN_REFUSED });
  });

  it("naming the attacker's site in X-Forwarded-Host doesn't make it ours (no TRUST_PROXY)", async () => {
    expect(await serverAction({ Origin: "http://attacker.example", "X-Forwarded-Host": "attacker.example" })).toMatchObject({ status: 403, text: CROSS_ORIGIN_REFUSED });
  });

  it("one from the site's own pages is not refused as cross-origin", async () => {
    expect((await serverAction({ Origin: own.origin })).status).not.toBe(403);
  });
});

describe("pages whose address carries a secret link", () => {
  it("the reset-password and email-change pages tell no other site where they were (Referrer-Policy: no-referrer)", async () => {
    for (const path of ["/reset-password?token=abc", "/account/confirm-email?token=abc"]) {
      expect((await answer(path)).headers.get("referrer-policy"), path).toBe("no-referrer");
    }
  });
});

describe("uploads", () => {
  it("an upload is answered before it is all sent: nothing in front of the upload routes reads their bodies first", async () => {
    for (const path of ["/decks/import/file", "/decks/d1/print/back-image", "/decks/d1/design/pictures"]) {
      const upload = { sent: 0, total: 200 * 1024 * 1024 };
      // The sender holds the rest back after 32 MiB until it has its answer: a route (or anything in
      // front of it) that read the whole body before answering would never answer, and the test
      // would time out. (Sent freely, the rest raced the answer: Node.js drains a body left unread.)
      const holdAt = 32 * 1024 * 1024;
      let answered = () => {};
      const answer = new Promise<void>((resolve) => (answered = resolve));
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (upload.sent >= holdAt) await answer;
          if (upload.sent >= upload.total || upload.sent >= holdAt) return controller.close();
          upload.sent += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024));
        },
      });
      const stop = new AbortController();
      const response = await fetch(new URL(path, baseUrl), {
        method: "POST",
        headers: { origin: own.origin, "content-type": "multipart/form-data; boundary=snap" },
        body,
        duplex: "half",
        signal: stop.signal,
      } as RequestInit);
      // Answered while the upload was still being sent.
      const sentWhenAnswered = upload.sent;
      answered();
      stop.abort();
      expect(response.status, path).toBe(401);
      expect(sentWhenAnswered, path).toBeLessThan(upload.total);
    }
  });
});

