import { afterEach, describe, expect, it, vi } from "vitest";
import { failureReason } from "@/app/_components/failure-reason";
import { UNREACHABLE } from "@/app/_components/call-server";
import { DATABASE_UNREACHABLE, UNEXPECTED } from "@/lib/actions/problem";

/** The health check answers as app/api/health does; the browser's fetch is replaced by that answer. */
function healthAnswers(answer: () => Promise<Response>) {
  const fetch = vi.fn((url: string) => (url === "/api/health" ? answer() : Promise.reject(new Error(`unexpected request to ${url}`))));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("what a page that failed to load says", () => {
  it("says the database is unreachable and nothing was changed when the health check says so", async () => {
    healthAnswers(async () => Response.json({ status: "unavailable", database: "unreachable", migrations: "not-checked" }, { status: 503 }));
    await expect(failureReason()).resolves.toBe(DATABASE_UNREACHABLE);
  });

  it("says something went wrong on our side when the database is reachable", async () => {
    healthAnswers(async () => Response.json({ status: "ok", database: "ok", migrations: "current" }));
    await expect(failureReason()).resolves.toBe(UNEXPECTED);
    healthAnswers(async () => Response.json({ status: "unavailable", database: "ok", migrations: "pending" }, { status: 503 }));
    await expect(failureReason()).resolves.toBe(UNEXPECTED);
  });

  it("says the server couldn't be reached when the health check gets no answer at all", async () => {
    healthAnswers(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(failureReason()).resolves.toBe(UNREACHABLE);
  });

  it("says the server couldn't be reached when a proxy answers for it (the app is down or restarting)", async () => {
    healthAnswers(async () => new Response("<h1>Bad Gateway</h1>", { status: 502, headers: { "Content-Type": "text/html" } }));
    await expect(failureReason()).resolves.toBe(UNREACHABLE);
  });

  it("asks the health check afresh each time, never a cached answer", async () => {
    const fetch = healthAnswers(async () => Response.json({ status: "ok", database: "ok", migrations: "current" }));
    await failureReason();
    expect(fetch).toHaveBeenCalledWith("/api/health", { cache: "no-store" });
  });
});
