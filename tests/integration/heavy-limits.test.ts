import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { NextRequest } from "next/server";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { GET as downloadBooklet } from "@/app/decks/[deckId]/history/booklet/route";
import { GET as csvRoute } from "@/app/decks/[deckId]/history/export/csv/route";
import { POST as importRoute } from "@/app/decks/import/file/route";
import { getCurrentUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { exportDeckJson } from "@/lib/history/export/export-deck-json";
import { readText } from "@/lib/history/export/text-stream";
import { historyPaths } from "@/lib/history/paths";
import { ACCOUNT_BUSY, SERVER_BUSY } from "@/lib/limits/at-once";
import { ACCOUNT_LIMITS, AT_ONCE_PER_ACCOUNT, BUSY_RETRY_AFTER_S } from "@/lib/limits/limits";
import { accountRefusal, countRequest } from "@/lib/limits/request-counts";
import { LimitReached } from "@/lib/limits/limit-reached";
import { pdfPool } from "@/lib/print/pdf-pool";
import { importUpload, makeDeck, makeMember, makeUser } from "./deck-helpers";

// Who is signed in is next-auth's business, read from the request's cookie; here it is set per test.
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: vi.fn() }));
const signedIn = vi.mocked(getCurrentUser);

afterAll(() => pdfPool().destroy());

const HOST = { host: "localhost:3000", origin: "http://localhost:3000" };
const params = (deckId: string) => ({ params: Promise.resolve({ deckId }) });
const booklet = (deckId: string, headers: Record<string, string> = {}) =>
  downloadBooklet(new NextRequest(`http://localhost:3000${historyPaths(deckId).booklet}`, { headers: { host: HOST.host, ...headers } }), params(deckId));
/** A download's status, once its body has been read (until then it holds its place). */
const statusOf = async (answer: Promise<Response>) => {
  const response = await answer;
  await response.arrayBuffer();
  return response.status;
};
const csv = (deckId: string) => csvRoute(new NextRequest(`http://localhost:3000${historyPaths(deckId).exportCsv}`, { headers: { host: HOST.host } }), params(deckId));

const importFile = (text: string) => importRoute(importUpload(text));

/** "… the most one account may. Nothing was changed; try again in 10 minutes." with the wait whatever it is. */
const refusalOf = (limit: (typeof ACCOUNT_LIMITS)[keyof typeof ACCOUNT_LIMITS]) => {
  const [before] = accountRefusal(limit, "WAIT").split("WAIT");
  return new RegExp(`^${before!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\d+ (seconds|minutes)\\.$`);
};

const countedFor = (userId: string) => db.heavyRequest.count({ where: { subject: `account:${userId}` } });

describe("heavy requests counted per account", () => {
  it("a 6th booklet within 10 minutes is refused with the limit and when to try again, and draws nothing", async () => {
    const owner = await makeUser("Mum");
    const { deckId } = await makeDeck(owner.id);
    signedIn.mockResolvedValue(owner);
    for (let i = 0; i < ACCOUNT_LIMITS.booklet.count; i++) expect(await statusOf(booklet(deckId))).toBe(200);
    expect(ACCOUNT_LIMITS.booklet.count).toBe(5);

    const drawn = pdfPool().completed;
    const refused = await booklet(deckId);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const { error } = (await refused.json()) as { error: string };
    expect(error).toMatch(refusalOf(ACCOUNT_LIMITS.booklet));
    expect(error).toMatch(/^You have asked for 5 booklets in the last 10 minutes, the most one account may\. Nothing was changed; try again in 10 minutes\.$/);
    expect(pdfPool().completed).toBe(drawn);
    expect(await countedFor(owner.id)).toBe(5);

    // The download link, followed in a browser, shows the same words as a page.
    const followed = await booklet(deckId, { "sec-fetch-mode": "navigate" });
    expect(followed.status).toBe(429);
    expect(followed.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await followed.text()).toBe(error);

    // Another member of the same deck has limits of their own.
    signedIn.mockResolvedValue(await makeMember(deckId, "Gran", "VIEWER"));
    expect(await statusOf(booklet(deckId))).toBe(200);
  });

  it("an 11th import within the hour is refused with the limit, and no deck is made", async () => {
    const owner = await makeUser("Ida");
    const { deckId } = await makeDeck(owner.id);
    const file = await readText((await exportDeckJson(owner.id, deckId)).stream);
    const importer = await makeUser("Ivo");
    signedIn.mockResolvedValue(importer);
    // A file that isn't an export still costs the work of reading it: it counts.
    for (let i = 0; i < ACCOUNT_LIMITS.import.count; i++) expect(await statusOf(importFile("not an export"))).toBe(400);

    const refused = await importFile(file);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(refusalOf(ACCOUNT_LIMITS.import));
    expect(await db.deckMember.count({ where: { userId: importer.id } })).toBe(0);
  });

  it("a 6th download of the history within 10 minutes is refused with the limit", async () => {
    const owner = await makeUser("Eve");
    const { deckId } = await makeDeck(owner.id);
    signedIn.mockResolvedValue(owner);
    for (let i = 0; i < ACCOUNT_LIMITS.export.count; i++) expect(await statusOf(csv(deckId))).toBe(200);
    const refused = await csv(deckId);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(refusalOf(ACCOUNT_LIMITS.export));
  });

  it("holds across two processes of one database: requests sent at once from both are let through only up to the limit", async () => {
    const user = await makeUser("Twin");
    const limit = ACCOUNT_LIMITS.booklet;
    // Each process alone asks for twice the limit at once.
    const each = 2 * limit.count;
    const other = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "..", "support", "heavy-request-process.ts")], {
      cwd: path.join(import.meta.dirname, "..", ".."),
      env: { ...process.env, USER_ID: user.id, COUNT: String(each) },
      stdio: ["pipe", "pipe", "inherit"],
    });
    const lines = createInterface({ input: other.stdout! })[Symbol.asyncIterator]();
    expect((await lines.next()).value).toBe("ready");
    other.stdin!.write("go\n");
    const here = await Promise.all(
      Array.from({ length: each }, () =>
        countRequest(`account:${user.id}`, "booklet", limit, accountRefusal).then(
          () => null,
          (error: unknown) => (error instanceof LimitReached ? error.message : String(error)),
        ),
      ),
    );
    const there = JSON.parse((await lines.next()).value as string) as { allowed: number; refused: string[] };
    other.stdin!.end();

    const refused = [...here.filter((answer) => answer !== null), ...there.refused];
    expect(here.filter((answer) => answer === null).length + there.allowed).toBe(limit.count);
    expect(refused).toHaveLength(2 * each - limit.count);
    for (const message of refused) expect(message).toMatch(refusalOf(limit));
    expect(await countedFor(user.id)).toBe(limit.count);
  });
});

describe("heavy requests under way at once", () => {
  const open: Response[] = [];
  afterEach(async () => {
    // Every streamed answer is read to its end, giving its place back.
    for (const response of open.splice(0)) await response.text().catch(() => undefined);
    delete process.env.HEAVY_REQUESTS_AT_ONCE;
  });

  it("one account may have two under way; a third is told it is busy (429, Retry-After), until one has finished sending", async () => {
    const owner = await makeUser("Bea");
    const { deckId } = await makeDeck(owner.id);
    signedIn.mockResolvedValue(owner);
    expect(AT_ONCE_PER_ACCOUNT).toBe(2);
    // Two downloads still streaming: each holds its place until its last byte is read.
    for (let i = 0; i < AT_ONCE_PER_ACCOUNT; i++) {
      const response = await csv(deckId);
      expect(response.status).toBe(200);
      open.push(response);
    }
    const counted = await countedFor(owner.id);
    const busy = await booklet(deckId);
    expect(busy.status).toBe(429);
    expect(busy.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_S));
    expect(await busy.json()).toEqual({ error: ACCOUNT_BUSY });
    expect(ACCOUNT_BUSY).toBe("You already have 2 big requests under way (imports, booklets, PDFs, downloads, pictures). Nothing was changed; wait for one to finish, then try again.");
    expect(await countedFor(owner.id)).toBe(counted);

    // Someone else is heard meanwhile.
    signedIn.mockResolvedValue(await makeMember(deckId, "Gran", "VIEWER"));
    expect(await statusOf(booklet(deckId))).toBe(200);

    // A download given up gives its place back too.
    await open.shift()!.body!.cancel();
    signedIn.mockResolvedValue(owner);
    expect(await statusOf(booklet(deckId))).toBe(200);
  });

  it("when the server's places are all taken, anyone is told the server is busy (503, Retry-After), and nothing is counted", async () => {
    process.env.HEAVY_REQUESTS_AT_ONCE = "2";
    const owner = await makeUser("Cy");
    const { deckId } = await makeDeck(owner.id);
    for (const name of ["Dee", "Eli"]) {
      signedIn.mockResolvedValue(await makeMember(deckId, name, "VIEWER"));
      const response = await csv(deckId);
      expect(response.status).toBe(200);
      open.push(response);
    }
    signedIn.mockResolvedValue(owner);
    const busy = await booklet(deckId);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_S));
    expect(await busy.json()).toEqual({ error: SERVER_BUSY });
    expect(await countedFor(owner.id)).toBe(0);

    await open.shift()!.text();
    expect(await statusOf(booklet(deckId))).toBe(200);
  });
});
